import {
  adminOperations,
  authOperations,
  invitationOperations,
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

/** Whether a token still opens a session. */
const isLive = async (token: string) =>
  (await callOperation(app, authOperations.me, {}, token)).statusCode === 200;

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
  it('takes a code, not a wrong one, and never the password alone', async () => {
    const admin = await adminWithMfa();
    const byPassword = await admin.send(mfaOperations.disable, {
      body: { password: admin.account.password },
    });
    expect(byPassword.statusCode).toBe(400);
    const wrong = await admin.send(mfaOperations.disable, { body: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect((await admin.send(mfaOperations.status)).json().data.mfa.enabled).toBe(true);
    const off = await admin.send(mfaOperations.disable, { body: { code: codeAt(admin.secret, now) } });
    expect(off.json().data.mfa.enabled).toBe(false);
    expect((await logIn(admin.account)).json().data.user.access_token).toEqual(expect.any(String));

    const again = await adminWithMfa();
    const [recovery] = again.recoveryCodes;
    const byRecovery = await again.send(mfaOperations.disable, { body: { code: recovery } });
    expect(byRecovery.json().data.mfa.enabled).toBe(false);
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

describe('the second factor is never skipped', () => {
  const accept = (token: string, password: string) =>
    callOperation(app, invitationOperations.accept, {
      body: { token, password },
      remoteAddress: nextAddress(),
    });

  it('asks for the code after an invitation link sets a new password, and gives no token before it', async () => {
    const admin = await adminWithMfa();
    const link = await asOwner(adminOperations.invite, { params: { id: admin.account.id } });
    expect(link.statusCode).toBe(200);
    const accepted = await accept(link.json().data.invitation.token, 'a-new-password-of-mine');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe('MFA_REQUIRED');
    const data = accepted.json().data;
    expect(data.user).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain('access_token');
    // The link ended the admin's sessions and set the password; the code completes the sign-in.
    expect(await isLive(admin.token)).toBe(false);
    const signedIn = await verify(data.challenge, codeAt(admin.secret, now));
    expect(signedIn.statusCode).toBe(200);
    expect(await isLive(signedIn.json().data.user.access_token)).toBe(true);
    expect(
      (await logIn({ ...admin.account, password: 'a-new-password-of-mine' })).json().data.mfa_required,
    ).toBe(true);
  });

  it('refuses an owner an invitation link of their own', async () => {
    const own = await asOwner(adminOperations.invite, { params: { id: owner.account.id } });
    expect(own.statusCode).toBe(409);
    const links = await raw<{ n: number }>(
      'SELECT count(*)::int AS n FROM admin_invitations WHERE user_id = $1',
      [owner.account.id],
    );
    expect(links[0]?.n).toBe(0);
  });
});

describe('changing a second factor ends the other sessions', () => {
  it('on turning it on and off, keeping the session that asked', async () => {
    const admin = await createLoggedInAccount(app, database, { level: LEVEL.ADMIN });
    const other = (await logIn(admin.account)).json().data.user.access_token as string;
    const send = callerAs(app, admin.token);
    const { secret } = (await send(mfaOperations.setup)).json().data;
    expect((await send(mfaOperations.enable, { body: { code: codeAt(secret, now) } })).statusCode).toBe(200);
    expect(await isLive(other)).toBe(false);
    expect(await isLive(admin.token)).toBe(true);

    now += 2 * PERIOD_MS;
    const second = await verify(await challengeOf(admin.account), codeAt(secret, now));
    const secondToken = second.json().data.user.access_token as string;
    now += 2 * PERIOD_MS;
    expect((await send(mfaOperations.disable, { body: { code: codeAt(secret, now) } })).statusCode).toBe(200);
    expect(await isLive(secondToken)).toBe(false);
    expect(await isLive(admin.token)).toBe(true);
  });

  it("on an owner's reset, every session of the admin", async () => {
    const admin = await adminWithMfa();
    expect((await asOwner(adminOperations.resetMfa, { params: { id: admin.account.id } })).statusCode).toBe(
      200,
    );
    expect(await isLive(admin.token)).toBe(false);
  });

  it("refuses an owner's reset of their own second factor: that takes their code", async () => {
    const self = await adminWithMfa();
    const promoted = await asOwner(adminOperations.update, {
      params: { id: self.account.id },
      body: { first_name: 'Self', last_name: 'Reset', level: LEVEL.OWNER },
    });
    expect(promoted.statusCode).toBe(200);
    const own = await self.send(adminOperations.resetMfa, { params: { id: self.account.id } });
    expect(own.statusCode).toBe(409);
    expect((await self.send(mfaOperations.status)).json().data.mfa.enabled).toBe(true);
  });
});

describe('wrong codes lock the second factor', () => {
  const wrongFor = (secret: string) =>
    String((Number(codeAt(secret, now)) + 500_000) % 1_000_000).padStart(6, '0');

  it('counts them across fresh logins and addresses, never forgiven by the password, then answers 429', async () => {
    const admin = await adminWithMfa();
    const statuses: number[] = [];
    // An attacker who knows the password: a fresh login and a fresh address for every guess.
    for (let guess = 0; guess < 8; guess += 1) {
      const address = `2001:db8:${guess}::1`;
      statuses.push(
        (await verify(await challengeOf(admin.account, address), wrongFor(admin.secret), address)).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // The right code from a fresh address waits too, with Retry-After of about the first lock's 15 minutes.
    const locked = await verify(
      await challengeOf(admin.account, '203.0.113.77'),
      codeAt(admin.secret, now),
      '203.0.113.77',
    );
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const audit = await raw<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'user' AND entity_id = $1 AND action = 'mfa_locked'`,
      [`${admin.account.id}`],
    );
    expect(audit).toHaveLength(1);

    // The owner sees the lock and lifts it; the right code then signs in.
    const listed = (await asOwner(adminOperations.list))
      .json()
      .data.admins.find((entry: { id: number }) => entry.id === admin.account.id);
    expect(Date.parse(listed.mfa_locked_until)).toBeGreaterThan(Date.now());
    const lifted = await asOwner(adminOperations.unlockMfa, { params: { id: admin.account.id } });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data.admin.mfa_locked_until).toBeNull();
    expect((await asOwner(adminOperations.unlockMfa, { params: { id: admin.account.id } })).statusCode).toBe(
      409,
    );
    const signedIn = await verify(await challengeOf(admin.account), codeAt(admin.secret, now));
    expect(signedIn.statusCode).toBe(200);
  });

  it('locks longer each time in a row', async () => {
    const admin = await adminWithMfa();
    const guessUntilLocked = async () => {
      let response = await verify(await challengeOf(admin.account), wrongFor(admin.secret));
      while (response.statusCode === 400)
        response = await verify(await challengeOf(admin.account), wrongFor(admin.secret));
      expect(response.statusCode).toBe(429);
      return Number(response.headers['retry-after']);
    };
    const first = await guessUntilLocked();
    // The lock runs out (moved into the past here, as waiting 15 minutes is not a test).
    await raw(`UPDATE mfa_code_failures SET locked_until = now() - interval '1 second' WHERE user_id = $1`, [
      admin.account.id,
    ]);
    const second = await guessUntilLocked();
    expect(second).toBeGreaterThan(first * 1.9);
  });

  it('stops parallel guesses at the limit', async () => {
    const admin = await adminWithMfa();
    // Twelve passwords accepted one by one (parallel logins would meet the password throttle), then every code at once.
    const challenges: string[] = [];
    for (let login = 0; login < 12; login += 1) challenges.push(await challengeOf(admin.account));
    const statuses = await Promise.all(
      challenges.map((challenge) => verify(challenge, wrongFor(admin.secret)).then((r) => r.statusCode)),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
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
