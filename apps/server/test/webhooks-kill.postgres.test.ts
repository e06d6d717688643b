import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer, stopServer } from './support/server-process.ts';
import { createEmptyPostgresDatabase } from './support/test-database.ts';

const WAIT = { timeout: 20_000, interval: 100 };

// A server killed outright is a PostgreSQL deployment's concern: the embedded database lives in one process,
// so this file runs in the PostgreSQL project only (vitest.config.ts).
describe('the webhook outbox, when the server process is killed', () => {
  it('delivers after a restart what was written before a kill -9, the send under way included', async () => {
    const { url, dropDatabase } = await createEmptyPostgresDatabase();
    const client = new pg.Client({ connectionString: url });
    afterAll(async () => {
      await client.end();
      await dropDatabase();
    });
    // Holds every delivery unanswered until `answering`, then answers 200.
    let answering = false;
    const received: string[] = [];
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        received.push(String(request.headers['radiant-delivery']));
        if (answering) response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    afterAll(() => {
      receiver.closeAllConnections();
      receiver.close();
    });
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/radiant`;
    const environment = { DATABASE_URL: url, DEMO_DATA: '0', WEBHOOK_ALLOW_PRIVATE: '1' };

    const first = await startServer(environment);
    await client.connect();
    const query = async <Row>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as Row[];
    const [webhook] = await query<{ id: number }>(
      `INSERT INTO webhooks (url, events, min_severity, secret)
         VALUES ($1, '{raised}', 'warning', 'whsec_process') RETURNING id`,
      [receiverUrl],
    );
    const written = await query<{ id: string }>(
      `INSERT INTO webhook_deliveries (webhook_id, event, payload)
         SELECT $1, 'raised', jsonb_build_object('event', 'raised', 'n', n) FROM generate_series(1, 3) AS n
         RETURNING id`,
      [webhook?.id],
    );
    await query(`SELECT pg_notify('radiant_webhooks', '')`);
    await vi.waitFor(() => expect(received).toHaveLength(written.length), WAIT);

    expect(await stopServer(first, 'SIGKILL')).toBeNull();
    const leased = await query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM webhook_deliveries WHERE locked_until > now()',
    );
    expect(leased).toEqual(written.map(() => ({ status: 'pending', attempts: 1 })));
    // As if the 60 s leases of the killed instance had run out.
    await query('UPDATE webhook_deliveries SET locked_until = now()');
    answering = true;

    const second = await startServer(environment);
    await vi.waitFor(async () => {
      const rows = await query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM webhook_deliveries ORDER BY id',
      );
      expect(rows).toEqual(written.map(() => ({ status: 'delivered', attempts: 2 })));
    }, WAIT);
    expect(received.toSorted()).toEqual([...written, ...written].map(({ id }) => id).toSorted());
    expect(await stopServer(second)).toBe(0);
  });
});
