import type { AddressInfo } from 'node:net';
import {
  type Admin,
  adminOperations,
  authOperations,
  HOUR_MS,
  INVITATION_LIFETIME_MS,
  invitationOperations,
  LEVEL,
} from '@radiant/contract';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createAccount } from './support/accounts.ts';
import {
  callerAs,
  callOperation,
  createLoggedInAccount,
  createTestApp,
  startApp,
} from './support/test-app.ts';
import { unique } from './support/unique.ts';

const { app, database } = await createTestApp({ PUBLIC_URL: 'https://console.example.com' });
const owner = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const send = callerAs(app, owner.token);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

const newAdmin = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Byron',
  email: `${unique('admin').replace(/ /g, '-')}@radiant.test`,
  level: LEVEL.ADMIN,
  ...overrides,
});

async function invite(overrides: Record<string, unknown> = {}) {
  const response = await send(adminOperations.create, { body: newAdmin(overrides) });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    admin: Admin;
    invitation: { url: string; token: string; expires_at: string };
  };
}

const accept = (token: string, password = 'a-password-of-my-own', remoteAddress?: string) =>
  callOperation(app, invitationOperations.accept, { body: { token, password }, remoteAddress });

const adminById = async (id: number) =>
  ((await send(adminOperations.list)).json().data.admins as Admin[]).find((admin) => admin.id === id);

describe('inviting an admin', () => {
  it('creates an invited admin and a link valid 72 hours, at the public address, with the token in the fragment', async () => {
    const started = Date.now();
    const { admin, invitation } = await invite({ first_name: '  Grace ', level: LEVEL.OWNER });
    expect(admin).toMatchObject({ first_name: 'Grace', level: LEVEL.OWNER, state: 'invited', status: 1 });
    expect(invitation.url).toBe(`https://console.example.com/accept-invitation#token=${invitation.token}`);
    const expires = Date.parse(invitation.expires_at);
    expect(expires).toBeGreaterThanOrEqual(started + INVITATION_LIFETIME_MS);
    expect(expires).toBeLessThan(Date.now() + INVITATION_LIFETIME_MS + HOUR_MS);
    expect(admin.invitation_expires_at).toBe(invitation.expires_at);
    // Only the hash is kept, and neither the token nor the link is in the audit log.
    const stored = await raw<{ token_hash: string }>(
      'SELECT token_hash FROM admin_invitations WHERE user_id = $1',
      [admin.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(invitation.token);
    const audit = await raw('SELECT * FROM audit_log WHERE entity = $1 AND entity_id = $2', [
      'admin',
      `${admin.id}`,
    ]);
    expect(audit.map((entry) => (entry as { action: string }).action).sort()).toEqual(['create', 'invite']);
    expect(JSON.stringify(audit)).not.toContain(invitation.token);
  });

  it('uses the address the owner reached the console at when PUBLIC_URL is not set', async () => {
    const plain = await startApp(database);
    const response = await callOperation(plain, adminOperations.create, { body: newAdmin() }, owner.token);
    expect(response.json().data.invitation.url).toMatch(
      /^http:\/\/localhost(:\d+)?\/accept-invitation#token=/,
    );
    await plain.close();
  });

  it('refuses an email that has an account already, and a level that is not an admin level', async () => {
    const { admin } = await invite();
    const taken = await send(adminOperations.create, {
      body: newAdmin({ email: admin.email.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().description).toContain(admin.email);
    const resident = await send(adminOperations.create, { body: newAdmin({ level: LEVEL.RESIDENTIAL }) });
    expect(resident.statusCode).toBe(400);
    expect(resident.json().errors[0].path).toBe('level');
  });

  it('lets the invited admin choose a password once, and signs them in', async () => {
    const { admin, invitation } = await invite();
    const check = () => callOperation(app, invitationOperations.check, { body: { token: invitation.token } });
    expect((await check()).json().data.invitation).toEqual({
      email: admin.email,
      first_name: admin.first_name,
      last_name: admin.last_name,
      expires_at: invitation.expires_at,
    });
    const refused = await callOperation(app, authOperations.login, {
      body: { email: admin.email, password: 'a-password-of-my-own' },
    });
    expect(refused.statusCode).toBe(401);

    const accepted = await accept(invitation.token);
    expect(accepted.statusCode).toBe(200);
    const user = accepted.json().data.user;
    expect(user).toMatchObject({ id: admin.id, level: LEVEL.ADMIN });
    const me = await callOperation(app, authOperations.me, {}, user.access_token);
    expect(me.json().data.me.email).toBe(admin.email);
    expect((await adminById(admin.id))?.state).toBe('active');
    expect((await adminById(admin.id))?.invitation_expires_at).toBeNull();

    const again = await accept(invitation.token, 'another-password-entirely');
    expect(again.statusCode).toBe(410);
    expect((await check()).statusCode).toBe(410);
    expect(again.json().message).toBe('GONE');
    const login = await callOperation(app, authOperations.login, {
      body: { email: admin.email, password: 'a-password-of-my-own' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link and a replaced one, and keeps the newest', async () => {
    const { admin, invitation: first } = await invite();
    await raw(`UPDATE admin_invitations SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      admin.id,
    ]);
    expect((await adminById(admin.id))?.invitation_expires_at).toBeNull();
    expect((await accept(first.token)).statusCode).toBe(410);

    const second = (await send(adminOperations.invite, { params: { id: admin.id } })).json().data.invitation;
    const third = (await send(adminOperations.invite, { params: { id: admin.id } })).json().data.invitation;
    expect((await accept(second.token)).statusCode).toBe(410);
    expect((await accept(third.token)).statusCode).toBe(200);
  });

  it('refuses one of the commonest breached passwords, naming it, and leaves the link usable', async () => {
    const { invitation } = await invite();
    const common = await accept(invitation.token, 'QWERTY123456');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([{ path: 'password', message: expect.stringContaining('common') }]);
    expect((await accept(invitation.token, 'short')).statusCode).toBe(400);
    expect((await accept(invitation.token)).statusCode).toBe(200);
  });

  it('throttles guessed links per address', async () => {
    const address = '203.0.113.77';
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      answers.push((await accept(`guess-${attempt}`, 'a-password-of-my-own', address)).statusCode);
    }
    expect(answers).toContain(410);
    expect(answers.at(-1)).toBe(429);
  });

  it('gives an active admin a new link to choose a new password, ending their sessions', async () => {
    const { invitation } = await invite();
    const session = (await accept(invitation.token)).json().data.user;
    const renewal = (await send(adminOperations.invite, { params: { id: session.id } })).json().data
      .invitation;
    expect((await accept(renewal.token, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await callOperation(app, authOperations.me, {}, session.access_token)).statusCode).toBe(401);
  });
});

describe('changing an admin', () => {
  it('changes a name and a role, recording both before and after', async () => {
    const { admin } = await invite();
    const response = await send(adminOperations.update, {
      params: { id: admin.id },
      body: { first_name: 'Ada', last_name: 'Lovelace', level: LEVEL.OWNER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.admin).toMatchObject({ last_name: 'Lovelace', level: LEVEL.OWNER });
    const [entry] = await raw<{ details: unknown }>(
      `SELECT details FROM audit_log WHERE entity = 'admin' AND entity_id = $1 AND action = 'update'`,
      [`${admin.id}`],
    );
    expect(entry?.details).toEqual({
      before: { name: 'Ada Byron', level: LEVEL.ADMIN },
      after: { name: 'Ada Lovelace', level: LEVEL.OWNER },
    });
  });

  it('answers 404 for an account that is not an admin', async () => {
    const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    const update = await send(adminOperations.update, {
      params: { id: resident.id },
      body: { first_name: 'A', last_name: 'B', level: LEVEL.OWNER },
    });
    expect(update.statusCode).toBe(404);
    expect(
      (await send(adminOperations.setStatus, { params: { id: resident.id, status: 0 } })).statusCode,
    ).toBe(404);
  });

  it('deactivates an admin: their sessions end on every instance, their link stops, and they cannot sign in', async () => {
    const { invitation } = await invite();
    const session = (await accept(invitation.token)).json().data.user;
    const second = await startApp(database);
    const meOn = (instance: typeof app) =>
      callOperation(instance, authOperations.me, {}, session.access_token);
    expect((await meOn(second)).statusCode).toBe(200);

    const response = await send(adminOperations.setStatus, { params: { id: session.id, status: 0 } });
    expect(response.json().data.admin.state).toBe('deactivated');
    expect((await meOn(app)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await meOn(second)).statusCode).toBe(401));
    await second.close();
    const login = await callOperation(app, authOperations.login, {
      body: { email: session.email, password: 'a-password-of-my-own' },
    });
    expect(login.statusCode).toBe(403);
    expect((await send(adminOperations.invite, { params: { id: session.id } })).statusCode).toBe(409);

    const back = await send(adminOperations.setStatus, { params: { id: session.id, status: 1 } });
    expect(back.json().data.admin.state).toBe('active');
  });

  it('refuses to deactivate oneself', async () => {
    const response = await send(adminOperations.setStatus, { params: { id: owner.account.id, status: 0 } });
    expect(response.statusCode).toBe(409);
    expect((await callOperation(app, authOperations.me, {}, owner.token)).statusCode).toBe(200);
  });
});

describe('passwords everywhere', () => {
  it('refuse a common breached password in a password change, naming the field', async () => {
    const change = await send(authOperations.changePassword, {
      body: { old_password: owner.account.password, new_password: 'Qwerty123456' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors[0]).toMatchObject({ path: 'new_password' });
    expect((await callOperation(app, authOperations.me, {}, owner.token)).statusCode).toBe(200);
  });
});

describe('mailing invitation links', () => {
  /** A real SMTP server on a free port, keeping what it receives. */
  async function mailServer() {
    const received: { to: string; text: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo[0]?.address ?? '', text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return { url: `smtp://127.0.0.1:${port}`, received };
  }

  it('sends the link to the new admin through SMTP_URL, and says so', async () => {
    const smtp = await mailServer();
    const mailing = await startApp(database, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://console.example.com',
    });
    onTestFinished(() => mailing.close());
    const response = await callOperation(mailing, adminOperations.create, { body: newAdmin() }, owner.token);
    const { admin, invitation } = response.json().data;
    expect(invitation.mailed).toBe(true);
    expect(response.json().description).toContain(`emailed to ${admin.email}`);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toBe(admin.email);
    // Quoted-printable may wrap the long link: join its soft line breaks before looking for it.
    expect(smtp.received[0]?.text.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(invitation.url);
  });

  it('still answers the link when the mail server does not take it', async () => {
    const smtp = await mailServer();
    const closedPort = smtp.url.replace(/:\d+$/, ':1');
    const mailing = await startApp(database, { SMTP_URL: closedPort });
    onTestFinished(() => mailing.close());
    const response = await callOperation(mailing, adminOperations.create, { body: newAdmin() }, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.invitation).toMatchObject({
      mailed: false,
      url: expect.stringContaining('#token='),
    });
  });
});

describe('the last active owner', () => {
  it('cannot be demoted; two owners deactivating each other at once leave one', async () => {
    // Every other owner of this database goes, so that the two below are the only ones.
    await raw('UPDATE users SET status = 0 WHERE level = $1 AND id <> $2', [LEVEL.OWNER, owner.account.id]);
    const other = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
    const asOther = callerAs(app, other.token);

    const [first, second] = await Promise.all([
      send(adminOperations.setStatus, { params: { id: other.account.id, status: 0 } }),
      asOther(adminOperations.setStatus, { params: { id: owner.account.id, status: 0 } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const survivor = first.statusCode === 200 ? owner : other;
    const refusal = (first.statusCode === 409 ? first : second).json();
    expect(refusal.description).toContain('last active owner');

    const demote = await callerAs(app, survivor.token)(adminOperations.update, {
      params: { id: survivor.account.id },
      body: { first_name: 'Last', last_name: 'Owner', level: LEVEL.ADMIN },
    });
    expect(demote.statusCode).toBe(409);
    // Read as the survivor: the other owner's session ended with their deactivation.
    const [stored] = await raw<{ level: number; status: number }>(
      'SELECT level, status FROM users WHERE id = $1',
      [survivor.account.id],
    );
    expect(stored).toEqual({ level: LEVEL.OWNER, status: 1 });
  });
});
