import { authOperations, LEVEL, type Operation } from '@radiant/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, auditLog, users } from '../src/db/schema.ts';
import { createAccount } from './support/accounts.ts';
import {
  callOperation,
  createLoggedInAccount,
  createTestApp,
  logInAs,
  startApp,
  type TestApp,
} from './support/test-app.ts';

const { app, database } = await createTestApp({ LOGIN_MAX_FAILURES: '3' });

/** A login from a given client address, with headers such as a proxy's X-Forwarded-For. */
const attemptLogin = (
  server: TestApp,
  credentials: { email: string; password: string },
  remoteAddress: string,
  headers: Record<string, string> = {},
) => callOperation(server, authOperations.login, { body: credentials, remoteAddress, headers });

// Each call from its own address, so that the per-address limit of one test never blocks another.
let addresses = 0;
const post = (operation: Operation, body: object, token?: string) =>
  callOperation(
    app,
    operation,
    { body, remoteAddress: `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}` },
    token,
  );
const me = (authorization?: string) =>
  callOperation(app, authOperations.me, { headers: authorization ? { authorization } : {} });

describe('POST /v1/auth/login', () => {
  it('answers a level-5001 account with its user and level but issues and stores no token', async () => {
    const account = await createAccount(database, { level: LEVEL.COMMERCIAL });
    const response = await post(authOperations.login, { email: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    const { user } = response.json().data;
    expect(user).toMatchObject({ id: account.id, level: LEVEL.COMMERCIAL });
    expect(user).not.toHaveProperty('access_token');
    const stored = await database.db.select().from(accessTokens).where(eq(accessTokens.userId, account.id));
    expect(stored).toEqual([]);
  });

  it('answers an app account with its user, level and a token, never the password hash', async () => {
    const account = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    const response = await post(authOperations.login, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      message: 'LOGIN_SUCCESS',
      data: { user: { level: LEVEL.RESIDENTIAL } },
    });
    expect(body.data.user.access_token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(body.data.user.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(response.body).not.toContain('argon2');
    const [stored] = await database.db.select().from(accessTokens).where(eq(accessTokens.userId, account.id));
    expect(stored?.tokenHash).not.toBe(body.data.user.access_token);
  });

  it('gives an unknown email and a wrong password the same answer', async () => {
    const account = await createAccount(database);
    const unknown = await post(authOperations.login, {
      email: 'nobody-here@radiant.test',
      password: 'whatever-it-is',
    });
    const wrong = await post(authOperations.login, { email: account.email, password: 'not-the-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().description).toBe('The email or password is incorrect.');
  });

  it('names the invalid field in a 400 and never touches the database', async () => {
    const response = await post(authOperations.login, { email: 'not-an-email', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'VALIDATION_ERROR', errors: [{ path: 'email' }] });
    expect(response.json().description).toContain('"email"');
  });

  it('turns a deactivated account away with 403', async () => {
    const account = await createAccount(database, { status: 0 });
    const response = await post(authOperations.login, { email: account.email, password: account.password });
    expect(response.statusCode).toBe(403);
  });

  it('locks an account after repeated failures with 429 and Retry-After, across instances', async () => {
    const account = await createAccount(database);
    const other = await startApp(database, { LOGIN_MAX_FAILURES: '3' });
    const servers = [app, other, app];
    for (const server of servers) {
      const attempt = await attemptLogin(
        server,
        { email: account.email, password: 'wrong-password!' },
        `10.0.0.${servers.indexOf(server) + 1}`,
      );
      expect(attempt.statusCode).toBe(401);
    }
    const locked = await attemptLogin(other, account, '10.0.0.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().description).toMatch(/Too many failed attempts/);
    await other.close();
  });

  it('lets no more attempts through than the limit when they arrive all at once', async () => {
    const account = await createAccount(database);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        attemptLogin(app, { email: account.email, password: 'wrong-password!' }, `10.1.0.${index + 1}`),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(9).fill(429)]);
  });

  it('gives a right password back its attempt, so successful logins do not lock an address', async () => {
    const remoteAddress = '10.2.2.2';
    for (let round = 0; round < 5; round += 1) {
      const account = await createAccount(database);
      const login = await attemptLogin(app, account, remoteAddress);
      expect(login.statusCode).toBe(200);
    }
  });

  it('behind one trusted proxy, takes the address the proxy saw, not one the client made up', async () => {
    const proxied = await startApp(database, { LOGIN_MAX_FAILURES: '3', TRUST_PROXY: '1' });
    const attempt = (index: number, credentials: { email: string; password: string }) =>
      attemptLogin(proxied, credentials, '10.0.0.1', {
        'x-forwarded-for': `198.51.100.${index}, 203.0.113.7`,
      });
    for (const index of [1, 2, 3]) {
      const failed = await attempt(index, {
        email: `spoof-${index}@radiant.test`,
        password: 'guessing-away',
      });
      expect(failed.statusCode).toBe(401);
    }
    const account = await createAccount(database);
    expect((await attempt(4, account)).statusCode).toBe(429);
    await proxied.close();
  });

  it('limits failures from one client address whatever the accounts', async () => {
    const remoteAddress = '10.9.9.9';
    for (const index of [1, 2, 3]) {
      const attempt = await attemptLogin(
        app,
        { email: `guess-${index}@radiant.test`, password: 'guessing-away' },
        remoteAddress,
      );
      expect(attempt.statusCode).toBe(401);
    }
    const account = await createAccount(database);
    const blocked = await attemptLogin(app, account, remoteAddress);
    expect(blocked.statusCode).toBe(429);
  });
});

describe('GET /v1/auth/me', () => {
  it('accepts the token bare or as Bearer', async () => {
    const { account, token } = await createLoggedInAccount(app, database);
    for (const header of [token, `Bearer ${token}`]) {
      const response = await me(header);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.me).toMatchObject({ id: account.id, email: account.email, level: 1001 });
      expect(response.json().data.me).not.toHaveProperty('password_hash');
    }
  });

  it('answers 401 with a sentence without a token, with a made-up one, and after expiry', async () => {
    const { account, token } = await createLoggedInAccount(app, database);
    expect((await me()).statusCode).toBe(401);
    expect((await me('made-up-token')).json()).toMatchObject({ code: 401, message: 'UNAUTHENTICATED' });
    await database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.userId, account.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('drops the tokens of deactivated and deleted accounts', async () => {
    const deactivated = await createLoggedInAccount(app, database);
    const deleted = await createLoggedInAccount(app, database);
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, deactivated.account.id));
    await database.db.delete(users).where(eq(users.id, deleted.account.id));
    expect((await me(deactivated.token)).statusCode).toBe(401);
    expect((await me(deleted.token)).statusCode).toBe(401);
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const { account, token } = await createLoggedInAccount(app, database);
    const second = await logInAs(app, account);
    expect((await post(authOperations.logout, {}, token)).json()).toMatchObject({
      code: 200,
      message: 'LOGGED_OUT',
    });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});

describe('POST /v1/auth/update_profile', () => {
  const profile = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    mobile: '+44 7700 900123',
    address_line1: '12 Analytical Row',
    address_line2: 'Flat 2',
    town: 'Marylebone',
    city: 'London',
    post_code: 'NW1 6XE',
  };

  it('changes the eight profile fields and nothing else, and records who did it', async () => {
    const { account, token } = await createLoggedInAccount(app, database);
    const response = await post(
      authOperations.updateProfile,
      { ...profile, level: 1001, email: 'takeover@radiant.test', status: 0, id: 1 },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.me).toMatchObject({
      ...profile,
      email: account.email,
      level: account.level,
      status: 1,
    });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(account.id)));
    expect(entries.map((entry) => entry.action)).toContain('update_profile');
  });

  it('refuses a missing first name and a malformed phone number, naming the field', async () => {
    const { token } = await createLoggedInAccount(app, database);
    const blank = await post(authOperations.updateProfile, { ...profile, first_name: '  ' }, token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].path).toBe('first_name');
    const phone = await post(authOperations.updateProfile, { ...profile, mobile: 'call me maybe' }, token);
    expect(phone.json().errors[0].path).toBe('mobile');
  });

  it('needs a token', async () => {
    expect((await post(authOperations.updateProfile, profile)).statusCode).toBe(401);
  });
});

describe('POST /v1/auth/change_password', () => {
  it('stores the new password and ends every other session of the account', async () => {
    const { account, token } = await createLoggedInAccount(app, database);
    const otherSession = await logInAs(app, account);
    const new_password = 'a-brand-new-long-password';
    const response = await post(
      authOperations.changePassword,
      { old_password: account.password, new_password },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect(
      (await post(authOperations.login, { email: account.email, password: account.password })).statusCode,
    ).toBe(401);
    await logInAs(app, { email: account.email, password: new_password });
    const [row] = await database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a wrong current password, a short one and an unchanged one', async () => {
    const { account, token } = await createLoggedInAccount(app, database);
    const cases = [
      {
        body: { old_password: 'not-my-password', new_password: 'long-enough-password' },
        path: 'old_password',
      },
      { body: { old_password: account.password, new_password: 'short' }, path: 'new_password' },
      { body: { old_password: account.password, new_password: account.password }, path: 'new_password' },
    ];
    for (const { body, path } of cases) {
      const response = await post(authOperations.changePassword, body, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe(path);
    }
    await logInAs(app, account);
  });
});
