import {
  adminOperations,
  authOperations,
  LEVEL,
  mfaOperations,
  planOperations,
  TOTP,
} from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { codeAt } from '../src/modules/mfa/totp.ts';
import { createAccount } from './support/accounts.ts';
import { callerAs, callOperation, createLoggedInAccount, createTestApp } from './support/test-app.ts';

// A fixed clock, moved by the tests: codes are checked against it, never against the machine's time.
const PERIOD_MS = TOTP.periodSeconds * 1000;
let now = Date.UTC(2026, 10, 26, 9, 0, 0);
const { app, database } = await createTestApp({ LOGIN_MAX_FAILURES: '5' }, { clock: () => now });
const owner = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const asOwner = callerAs(app, owner.token);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

// Each admin signs in from an address of its own: the wrong codes tests send count against the address.
let addresses = 0;
const nextAddress = () => `192.0.2.${++addresses}`;

const logIn = (account: { email: string; password: string }, remoteAddress = nextAddress()) =>
  callOperation(app, authOperations.login, {
    body: { email: account.email, password: account.password },
    remoteAddress,
  });
const verify = (challenge: string, code: string, remoteAddress = nextAddress()) =>
  callOperation(app, mfaOperations.verify, { body: { challenge, code }, remoteAddress });

/**
 * An admin with two-factor sign-in on, its secret and recovery codes. The clock moves two steps on, so that
 * the previous window's code is not the one used to turn it on.
 */
async function adminWithMfa() {
  const admin = await createLoggedInAccount(app, database, { level: LEVEL.ADMIN });
  const send = callerAs(app, admin.token);
  const setup = (await send(mfaOperations.setup)).json().data;
  const enabled = await send(mfaOperations.enable, { body: { code: codeAt(setup.secret, now) } });
  expect(enabled.statusCode).toBe(200);
  now += 2 * PERIOD_MS;
  return {
    ...admin,
    send,
    secret: setup.secret as string,
    recoveryCodes: enabled.json().data.recovery_codes as string[],
  };
}

/** The password step: the challenge of an admin with a second factor. */
async function challengeOf(account: { email: string; password: string }, remoteAddress = nextAddress()) {
  const response = await logIn(account, remoteAddress);
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data).toMatchObject({ mfa_required: true, challenge: expect.any(String) });
  expect(data.user).toBeUndefined();
  return data.challenge as string;
}

describe('setting up two-factor sign-in', () => {
  it('gives a secret and an otpauth address, and turns on only with a right code', async () => {
    const admin = await createLoggedInAccount(app, database, { level: LEVEL.ADMIN });
    const send = callerAs(app, admin.token);
    const setup = await send(mfaOperations.setup);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain(encodeURIComponent(admin.account.email));
    // Not on until confirmed: the password alone still signs in.
    expect((await logIn(admin.account)).json().data.user.access_token).toEqual(expect.any(String));

    const wrong = await send(mfaOperations.enable, { body: { code: codeAt(secret, now + 5 * PERIOD_MS) } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('code');
    const enabled = await send(mfaOperations.enable, { body: { code: codeAt(secret, now) } });
    expect(enabled.statusCode).toBe(200);
    const { mfa, recovery_codes } = enabled.json().data;
    expect(mfa).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(recovery_codes).toHaveLength(10);
    // Only hashes are kept: neither the codes nor the secret are in the audit log.
    const stored = await raw<{ code_hash: string }>(
      'SELECT code_hash FROM recovery_codes WHERE user_id = $1',
      [admin.account.id],
    );
    expect(stored.map((row) => row.code_hash)).not.toContain(recovery_codes[0]);
    const audit = JSON.stringify(
      await raw('SELECT * FROM audit_log WHERE actor_id = $1', [admin.account.id]),
    );
    expect(audit).toContain('mfa_enable');
    expect(audit).not.toContain(secret);
    expect(audit).not.toContain(recovery_codes[0]);

    expect((await send(mfaOperations.setup)).statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password, and gives the token for a right one', async () => {
    const admin = await adminWithMfa();
    const challenge = await challengeOf(admin.account);
    const signedIn = await verify(challenge, codeAt(admin.secret, now));
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.user.access_token;
    expect((await callOperation(app, authOperations.me, {}, token)).statusCode).toBe(200);
    // The challenge was used up.
    expect((await verify(challenge, codeAt(admin.secret, now + PERIOD_MS))).statusCode).toBe(401);
  });

  it("accepts the previous window's code, refuses a replayed one and a wrong one", async () => {
    const admin = await adminWithMfa();
    const previous = codeAt(admin.secret, now - PERIOD_MS);
    expect((await verify(await challengeOf(admin.account), previous)).statusCode).toBe(200);
    // The same code again, within its window: refused, as is the current window's older sibling.
    const replay = await verify(await challengeOf(admin.account), previous);
    expect(replay.statusCode).toBe(400);
    const challenge = await challengeOf(admin.account);
    const current = codeAt(admin.secret, now);
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    expect((await verify(challenge, wrong)).statusCode).toBe(400);
    expect((await verify(challenge, current)).statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const admin = await adminWithMfa();
    const [code] = admin.recoveryCodes;
    const first = await verify(await challengeOf(admin.account), (code ?? '').toUpperCase());
    expect(first.statusCode).toBe(200);
    expect((await verify(await challengeOf(admin.account), code ?? '')).statusCode).toBe(400);
    const status = await callerAs(app, first.json().data.user.access_token)(mfaOperations.status);
    expect(status.json().data.mfa.recovery_codes_left).toBe(9);
  });

  it('throttles guessed codes like passwords', async () => {
    const admin = await adminWithMfa();
    const address = '198.51.100.23';
    const challenge = await challengeOf(admin.account, address);
    const statuses = [];
    for (let guess = 0; guess < 6; guess += 1) {
      statuses.push((await verify(challenge, String(100_000 + guess), address)).statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    // Even the right code waits now.
    expect((await verify(challenge, codeAt(admin.secret, now), address)).statusCode).toBe(429);
  });

  it('refuses an expired challenge', async () => {
    const admin = await adminWithMfa();
    const challenge = await challengeOf(admin.account);
    await raw(`UPDATE login_challenges SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      admin.account.id,
    ]);
    expect((await verify(challenge, codeAt(admin.secret, now))).statusCode).toBe(401);
  });

  it('records signing in with a code, and a wrong code as a failed sign-in', async () => {
    const admin = await adminWithMfa();
    const challenge = await challengeOf(admin.account);
    await verify(challenge, '000000');
    await verify(challenge, codeAt(admin.secret, now));
    const actions = await raw<{ action: string; details: Record<string, unknown> }>(
      `SELECT action, details FROM audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id DESC LIMIT 2`,
      [`${admin.account.id}`],
    );
    expect(actions.map((entry) => entry.action)).toEqual(['sign_in', 'sign_in_failed']);
    expect(actions[0]?.details.second_factor).toBe('app');
    expect(actions[1]?.details.reason).toBe('wrong_code');
  });
});

describe('turning two-factor sign-in off', () => {
  it('takes a code or the password, and not a wrong one', async () => {
    const admin = await adminWithMfa();
    const wrong = await admin.send(mfaOperations.disable, { body: { password: 'not-my-password-at-all' } });
    expect(wrong.statusCode).toBe(400);
    const off = await admin.send(mfaOperations.disable, { body: { password: admin.account.password } });
    expect(off.json().data.mfa.enabled).toBe(false);
    expect((await logIn(admin.account)).json().data.user.access_token).toEqual(expect.any(String));

    const again = await adminWithMfa();
    const byCode = await again.send(mfaOperations.disable, { body: { code: codeAt(again.secret, now) } });
    expect(byCode.json().data.mfa.enabled).toBe(false);
  });

  it("lets an owner reset another admin's second factor", async () => {
    const admin = await adminWithMfa();
    const listed = async () =>
      (
        (await asOwner(adminOperations.list)).json().data.admins as { id: number; mfa_enabled: boolean }[]
      ).find((entry) => entry.id === admin.account.id);
    expect((await listed())?.mfa_enabled).toBe(true);
    const reset = await asOwner(adminOperations.resetMfa, { params: { id: admin.account.id } });
    expect(reset.json().data.admin.mfa_enabled).toBe(false);
    expect((await listed())?.mfa_enabled).toBe(false);
    expect((await logIn(admin.account)).json().data.user.access_token).toEqual(expect.any(String));
    expect((await asOwner(adminOperations.resetMfa, { params: { id: admin.account.id } })).statusCode).toBe(
      409,
    );
  });
});

describe('an owner requiring two-factor sign-in', () => {
  it('sends an admin without it to set it up: other calls are refused until they have', async () => {
    const refusedFirst = await asOwner(adminOperations.setPolicy, { body: { require_mfa: true } });
    expect(refusedFirst.statusCode).toBe(409);
    expect(refusedFirst.json().description).toContain('yourself');
    const { secret: ownerSecret } = (await asOwner(mfaOperations.setup)).json().data;
    await asOwner(mfaOperations.enable, { body: { code: codeAt(ownerSecret, now) } });
    const set = await asOwner(adminOperations.setPolicy, { body: { require_mfa: true } });
    expect(set.json().data.policy).toEqual({ require_mfa: true });

    const admin = await createAccount(database, { level: LEVEL.ADMIN });
    const session = (await logIn(admin)).json().data.user;
    expect(session.mfa_setup_required).toBe(true);
    const send = callerAs(app, session.access_token);
    const refused = await send(planOperations.list);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('MFA_SETUP_REQUIRED');
    expect((await send(authOperations.me)).statusCode).toBe(200);
    expect((await send(mfaOperations.status)).json().data.mfa).toMatchObject({
      enabled: false,
      required: true,
    });

    const { secret } = (await send(mfaOperations.setup)).json().data;
    expect((await send(mfaOperations.enable, { body: { code: codeAt(secret, now) } })).statusCode).toBe(200);
    expect((await send(planOperations.list)).statusCode).toBe(200);

    const lifted = await asOwner(adminOperations.setPolicy, { body: { require_mfa: false } });
    expect(lifted.json().data.policy).toEqual({ require_mfa: false });
    const other = await createAccount(database, { level: LEVEL.ADMIN });
    expect((await logIn(other)).json().data.user.mfa_setup_required).toBe(false);
  });
});
