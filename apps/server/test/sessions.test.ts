import { adminSessionOperations, authOperations, LEVEL, sessionOperations } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts.ts';
import { callerAs, callOperation, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const owner = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const asOwner = callerAs(app, owner.token);
const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs an account in from a browser and an address; its token. */
async function signIn(
  account: { email: string; password: string },
  userAgent: string,
  remoteAddress: string,
) {
  const response = await callOperation(app, authOperations.login, {
    body: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.user.access_token as string;
}

const me = (token: string) => callOperation(app, authOperations.me, {}, token);

describe("an admin's own sessions", () => {
  it('lists each browser, address and time, newest first, marking the current one', async () => {
    const admin = await createAccount(database, { level: LEVEL.ADMIN });
    const onMac = await signIn(admin, CHROME_MAC, '203.0.113.5');
    const onLinux = await signIn(admin, FIREFOX_LINUX, '198.51.100.8');
    const response = await callerAs(app, onLinux)(sessionOperations.list);
    const { sessions } = response.json().data;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      browser: 'Firefox 133 on Linux',
      address: '198.51.100.8',
      current: true,
    });
    expect(sessions[1]).toMatchObject({
      browser: 'Chrome 131 on macOS',
      address: '203.0.113.5',
      current: false,
    });
    // The session that asked has been used; the other not since it signed in.
    expect(sessions[0].last_used_at).not.toBeNull();
    expect(sessions[1].last_used_at).toBeNull();
    expect((await me(onMac)).statusCode).toBe(200);
    const listed = (await callerAs(app, onMac)(sessionOperations.list)).json().data.sessions;
    expect(listed.find((session: { current: boolean }) => session.current).browser).toBe(
      'Chrome 131 on macOS',
    );
  });

  it('signs out one session, or every other one, and nobody else’s', async () => {
    const admin = await createAccount(database, { level: LEVEL.ADMIN });
    const tokens = [
      await signIn(admin, CHROME_MAC, '203.0.113.6'),
      await signIn(admin, FIREFOX_LINUX, '203.0.113.6'),
      await signIn(admin, CHROME_MAC, '203.0.113.7'),
    ];
    const send = callerAs(app, tokens[2] ?? '');
    const [, second, first] = (await send(sessionOperations.list)).json().data.sessions;
    // Another admin cannot end these.
    const stranger = await createLoggedInAccount(app, database, { level: LEVEL.ADMIN });
    expect(
      (await callerAs(app, stranger.token)(sessionOperations.end, { params: { id: first.id } })).statusCode,
    ).toBe(404);

    expect((await send(sessionOperations.end, { params: { id: first.id } })).statusCode).toBe(200);
    expect((await me(tokens[0] ?? '')).statusCode).toBe(401);
    expect((await me(tokens[1] ?? '')).statusCode).toBe(200);
    expect((await send(sessionOperations.end, { params: { id: first.id } })).statusCode).toBe(404);

    const others = await send(sessionOperations.endOthers);
    expect(others.json().data.ended).toBe(1);
    expect((await me(tokens[1] ?? '')).statusCode).toBe(401);
    expect((await me(tokens[2] ?? '')).statusCode).toBe(200);
    expect(second.current).toBe(false);
  });
});

describe("owners and an admin's sessions", () => {
  it('see them, end one or all, and answer 404 for someone who is not an admin', async () => {
    const admin = await createAccount(database, { level: LEVEL.ADMIN });
    const first = await signIn(admin, CHROME_MAC, '203.0.113.9');
    const second = await signIn(admin, FIREFOX_LINUX, '203.0.113.9');
    const listed = await asOwner(adminSessionOperations.list, { params: { id: admin.id } });
    const sessions = listed.json().data.sessions;
    expect(sessions.map((session: { browser: string }) => session.browser)).toEqual([
      'Firefox 133 on Linux',
      'Chrome 131 on macOS',
    ]);
    expect(sessions.every((session: { current: boolean }) => !session.current)).toBe(true);

    const ended = await asOwner(adminSessionOperations.end, {
      params: { id: sessions[1].id },
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    const all = await asOwner(adminSessionOperations.endAll, { params: { id: admin.id } });
    expect(all.json().data.ended).toBe(1);
    expect((await me(second)).statusCode).toBe(401);

    const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    expect((await asOwner(adminSessionOperations.list, { params: { id: resident.id } })).statusCode).toBe(
      404,
    );
    // A resident's session is not an admin's: owners cannot end it here.
    const residentToken = await signIn(resident, CHROME_MAC, '203.0.113.10');
    const [residentSession] = await raw<{ id: number }>('SELECT id FROM access_tokens WHERE user_id = $1', [
      resident.id,
    ]);
    const refused = await asOwner(adminSessionOperations.end, { params: { id: residentSession?.id } });
    expect(refused.statusCode).toBe(404);
    expect((await me(residentToken)).statusCode).toBe(200);
    // Ending all of one's own sessions keeps the one asking.
    await asOwner(adminSessionOperations.endAll, { params: { id: owner.account.id } });
    expect((await me(owner.token)).statusCode).toBe(200);
  });
});
