import { authOperations, LEVEL, MINUTE_MS, residentialUserOperations } from '@radiant/contract';
import { describe, expect, it, vi } from 'vitest';
import { NO_PASSWORD } from '../src/modules/auth/passwords.ts';
import { createGatewayHome, ingestAs, reading } from './support/gateways.ts';
import { callerAs, createLoggedInAccount, createTestApp, startApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);
const onPostgres = process.env.RADIANT_TEST_DATABASE === 'postgres';
// Plain SQL on a connection of its own: a change made by another instance, or by hand.
const elsewhere = <Row = unknown>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

/**
 * A residential user who signed up after everyone else, so the first page by sign-up shows them first; added
 * `unheard`, with the triggers off, no instance hears of it.
 */
async function addNewestUser({ unheard = false } = {}) {
  const email = `${unique('newest')}@example.com`.toLowerCase();
  await database.rawTransaction(async (sql) => {
    if (unheard) await sql.exec('SET LOCAL session_replication_role = replica');
    await sql.query(
      `INSERT INTO users (email, password_hash, level, first_name, last_name, created_at)
        VALUES ($1, $2, $3, 'Newest', 'Resident', now() + interval '1 day')`,
      [email, NO_PASSWORD, LEVEL.RESIDENTIAL],
    );
  });
  return email;
}

const firstPage = async (caller = send, headers: Record<string, string> = {}) => {
  const response = await caller(residentialUserOperations.list, { query: { limit: 5 }, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.users as { email: string; status: number }[];
};

describe('what every instance keeps in memory, and forgets when the database changes', () => {
  it.each([
    ['its token is revoked', 'UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1'],
    ['its account is deactivated', 'UPDATE users SET status = 0 WHERE id = $1'],
  ])('refuses a session as soon as %s elsewhere', async (_, change) => {
    const { account, token: session } = await createLoggedInAccount(app, database);
    const me = () => callerAs(app, session)(authOperations.me);
    expect((await me()).statusCode).toBe(200);
    await elsewhere(change, [account.id]);
    await vi.waitFor(async () => expect((await me()).statusCode).toBe(401));
  });

  it('refuses a device key as soon as it is revoked elsewhere', async () => {
    const { key, keyId, radiators } = await createGatewayHome(app, database, token);
    const sendReading = (minutesAgo: number) =>
      ingestAs(app, key, {
        readings: [reading(radiators[0]?.id ?? 0, new Date(Date.now() - minutesAgo * MINUTE_MS))],
      });
    expect((await sendReading(10)).statusCode).toBe(200);
    expect((await sendReading(5)).statusCode).toBe(200);
    await elsewhere('UPDATE device_keys SET revoked_at = now() WHERE id = $1', [keyId]);
    await vi.waitFor(async () => expect((await sendReading(1)).statusCode).toBe(401));
  });

  it('shows a user added elsewhere on the page every admin opens', async () => {
    await firstPage();
    const email = await addNewestUser();
    await vi.waitFor(async () => expect((await firstPage())[0]?.email).toBe(email));
  });

  it('reads afresh for a request that says Cache-Control: no-cache', async () => {
    const kept = (await firstPage())[0]?.email;
    const email = await addNewestUser({ unheard: true });
    expect((await firstPage())[0]?.email).toBe(kept);
    expect((await firstPage(send, { 'cache-control': 'no-cache' }))[0]?.email).toBe(email);
  });

  it('shows a change made through this instance on the very next read', async () => {
    const email = await addNewestUser();
    await vi.waitFor(async () => expect((await firstPage())[0]?.email).toBe(email));
    const [user] = await elsewhere<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    const changed = await send(residentialUserOperations.setStatus, {
      params: { user_id: user?.id, status: 0 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await firstPage())[0]).toMatchObject({ email, status: 0 });
  });
});

// Another instance and a lost connection exist only on a PostgreSQL server: the embedded database lives in
// one process.
if (onPostgres) {
  describe('across instances of the server', () => {
    it('hears the changes another instance makes', async () => {
      const second = await startApp(database);
      try {
        const sendToSecond = callerAs(second, token);
        const email = await addNewestUser();
        await vi.waitFor(async () => expect((await firstPage(sendToSecond))[0]?.email).toBe(email));
        const [user] = await elsewhere<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
        await send(residentialUserOperations.setStatus, { params: { user_id: user?.id, status: 0 } });
        await vi.waitFor(async () =>
          expect((await firstPage(sendToSecond))[0]).toMatchObject({ email, status: 0 }),
        );
      } finally {
        await second.close();
      }
    });

    it('listens again after losing its connection, and forgets what it may have missed meanwhile', async () => {
      await firstPage();
      await elsewhere(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'radiant-listener'`,
      );
      await vi.waitFor(() => expect(app.changes.hearing).toBe(false));
      // Announced while nobody listens: only listening again can make it count.
      const email = await addNewestUser();
      await vi.waitFor(() => expect(app.changes.hearing).toBe(true), { timeout: 5000 });
      expect((await firstPage())[0]?.email).toBe(email);
    });
  });
}
