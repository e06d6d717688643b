import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LEVEL, type Operation, webhookOperations } from '@radiant/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { alarms, auditLog } from '../src/db/schema.ts';
import { readStored } from '../src/messages/stored.ts';
import { maskedUrl } from '../src/modules/webhooks/masked-url.ts';
import { verifySignature } from '../src/modules/webhooks/signature.ts';
import { createAccount, createCommercialClient } from './support/accounts.ts';
import { createFurnishedHome, only } from './support/homes.ts';
import {
  callerAs,
  callOperation,
  createLoggedInAccount,
  createTestApp,
  startApp,
} from './support/test-app.ts';
import { unique } from './support/unique.ts';

// Local receivers listen on 127.0.0.1, so this app may post to private addresses; `strict` may not.
const { app, database } = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' });
const { token, account: admin } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const send = callerAs(app, token);
const strict = await createTestApp();
const sendStrictly = callerAs(
  strict.app,
  (await createLoggedInAccount(strict.app, strict.database, { level: LEVEL.OWNER })).token,
);

const WAIT = { timeout: 15_000, interval: 50 };

const raw = <Row>(statement: string, params: unknown[] = [], on = database) =>
  on.rawTransaction((sql) => sql.query<Row>(statement, params));

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The path and query it was posted to. */
  path?: string;
}

/**
 * An HTTP server on 127.0.0.1 that takes deliveries: the nth one is answered with `statusOf(n)`. Closed when
 * the test ends.
 */
async function startReceiver(statusOf: (nth: number) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body, path: request.url });
      const status = statusOf(received.length);
      if (status >= 300 && status < 400) response.setHeader('location', 'http://127.0.0.1:9/elsewhere');
      response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  onTestFinished(close);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/radiant`, received, close };
}

/**
 * Adds a webhook through the API. It goes when the test ends, with the retries still due: none reaches a later
 * test's receiver that happens to listen on the same port.
 */
async function createWebhook(body: Record<string, unknown>, caller = send) {
  const response = await caller(webhookOperations.create, { body: { events: ['raised'], ...body } });
  expect(response.statusCode, response.body).toBe(200);
  const { webhook, secret } = response.json().data;
  onTestFinished(() => raw('DELETE FROM webhooks WHERE id = $1', [webhook.id]).then(() => {}));
  return { webhook: webhook as { id: number; url: string }, secret: secret as string };
}

interface DeliveryRow {
  id: number;
  status: string;
  attempts: number;
  error: string | null;
  response_status: number | null;
  /** Seconds from now until the next attempt. */
  wait_s: number;
  /** An instance holds it: an attempt is under way (counted already, its outcome not yet recorded). */
  leased: boolean;
}

/** A delivery's row, its error (kept as a catalog sentence) read in English. */
async function deliveryRow(id: number, on = database) {
  const row = only(
    await raw<DeliveryRow>(
      `SELECT id::int, status, attempts, error, response_status,
         extract(epoch FROM next_attempt_at - now())::float8 AS wait_s,
         coalesce(locked_until > now(), false) AS leased
       FROM webhook_deliveries WHERE id = $1`,
      [id],
      on,
    ),
  );
  return { ...row, error: readStored(row.error, 'en') };
}

/** Writes deliveries as the alarms module does, in one transaction, then tells the dispatchers. */
async function queueDeliveries(
  webhookId: number,
  deliveries: { event: string; alarmId?: number; createdAt?: string }[],
  on = database,
) {
  return on.rawTransaction(async (sql) => {
    const ids: number[] = [];
    for (const { event, alarmId = null, createdAt = null } of deliveries) {
      const payload = { event, occurred_at: new Date().toISOString(), alarm: alarmId && { id: alarmId } };
      const [row] = await sql.query<{ id: number }>(
        `INSERT INTO webhook_deliveries (webhook_id, alarm_id, event, payload, created_at)
           VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now())) RETURNING id::int`,
        [webhookId, alarmId, event, JSON.stringify(payload), createdAt],
      );
      if (row) ids.push(row.id);
    }
    await sql.query(`SELECT pg_notify('radiant_webhooks', '')`);
    return ids;
  });
}

/** An alarm of a resident's radiator, stored as the alarms module would, for deliveries to name. */
async function createAlarm() {
  const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
  const { home, room, radiators } = await createFurnishedHome(database, resident.id);
  const alarm = only(
    await database.db
      .insert(alarms)
      .values({
        rule: 'frost_risk',
        severity: 'critical',
        radiatorId: only(radiators).id,
        roomId: room.id,
        homeId: home.id,
        userId: resident.id,
        since: new Date(),
        searchText: '',
      })
      .returning({ id: alarms.id }),
  );
  return alarm.id;
}

describe('webhooks', () => {
  it('adds a webhook with a secret shown once, lists it with its client, and deletes it; each in the audit log', async () => {
    const businessName = unique('Warmth Co');
    const client = await createCommercialClient(database, { businessName });
    const { webhook, secret } = await createWebhook({
      url: 'https://127.0.0.1:8443/hooks',
      description: 'Operations room',
      events: ['raised', 'cleared', 'raised'],
      min_severity: 'major',
      client_id: client.id,
    });
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(webhook).toEqual({
      id: expect.any(Number),
      url: 'https://127.0.0.1:8443/hooks',
      description: 'Operations room',
      events: ['raised', 'cleared'],
      min_severity: 'major',
      client: { id: client.id, name: businessName },
      created_at: expect.any(String),
      last_delivery: null,
    });

    const list = await send(webhookOperations.list);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.webhooks).toContainEqual(webhook);
    expect(list.body).not.toContain(secret);

    const removed = await send(webhookOperations.remove, { params: { id: webhook.id } });
    expect(removed.statusCode).toBe(200);
    const after = await send(webhookOperations.list);
    expect(after.json().data.webhooks.map((listed: { id: number }) => listed.id)).not.toContain(webhook.id);
    expect((await send(webhookOperations.remove, { params: { id: webhook.id } })).statusCode).toBe(404);

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'webhook'), eq(auditLog.entityId, String(webhook.id))))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject([
      { action: 'create', actorId: admin.id, details: { url: webhook.url, client_id: client.id } },
      { action: 'delete', actorId: admin.id, details: { url: webhook.url } },
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('shows an address whole only when adding it: the list and the audit log hide its path and query values', async () => {
    const receiver = await startReceiver();
    const url = `${receiver.url}/T000/B000/XXXXSECRET?token=abc&channel=ops&flag`;
    const masked = `${new URL(receiver.url).origin}/radiant/…?token=…&channel=…&flag`;
    const { webhook } = await createWebhook({ url });
    expect(webhook.url).toBe(url);

    const listed = (await send(webhookOperations.list)).json().data.webhooks;
    expect(listed.find((each: { id: number }) => each.id === webhook.id).url).toBe(masked);
    // The receiver is still posted to at the whole address.
    expect((await send(webhookOperations.test, { params: { id: webhook.id } })).statusCode).toBe(200);
    expect(receiver.received.map(({ path }) => path)).toEqual([new URL(url).pathname + new URL(url).search]);

    await send(webhookOperations.remove, { params: { id: webhook.id } });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'webhook'), eq(auditLog.entityId, String(webhook.id))));
    expect(audit.map(({ details }) => (details as { url: string }).url)).toEqual([masked, masked]);
    expect(JSON.stringify(audit)).not.toMatch(/XXXXSECRET|abc|ops/);
  });

  it.each([
    ['https://hooks.slack.com/services/T000/B000/XXXXSECRET', 'https://hooks.slack.com/services/…'],
    ['https://x.example/hook?token=abc', 'https://x.example/hook?token=…'],
    ['https://x.example:8443/hook/', 'https://x.example:8443/hook/'],
    ['https://x.example/', 'https://x.example/'],
    ['http://[2606:4700::1111]/a/b#frag', 'http://[2606:4700::1111]/a/…#…'],
  ])('masks %s as %s', (url, masked) => {
    expect(maskedUrl(url)).toBe(masked);
  });

  it.each([
    ['an ftp address', 'ftp://hooks.example.com/radiant', 'Use an http or https address.'],
    ['credentials in the address', 'https://user:pass@hooks.example.com/radiant', 'Leave the user name'],
    ['no address at all', 'hooks', 'Use a full address'],
  ])('refuses %s with a 400 naming url', async (_, url, message) => {
    const response = await send(webhookOperations.create, { body: { url, events: ['raised'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'url', message: expect.stringContaining(message) }]);
  });

  it.each([
    'http://127.0.0.1:8080/hooks',
    'http://localhost/hooks',
    'http://10.0.0.1/hooks',
    'http://192.168.1.20/hooks',
    'http://100.64.0.1/hooks',
    'http://[::1]/hooks',
    'http://[::ffff:127.0.0.1]/hooks',
    'http://[fd00:ec2::254]/latest/meta-data',
    'http://[fe80::1]/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://0.0.0.0/hooks',
    'http://224.0.0.1/hooks',
    'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
    'http://[2002:a9fe:a9fe::]/latest/meta-data',
    'http://[100::1]/hooks',
    'http://[2001:db8::1]/hooks',
    'http://192.0.2.1/hooks',
    'http://198.51.100.1/hooks',
    'http://203.0.113.7/hooks',
  ])('refuses %s unless WEBHOOK_ALLOW_PRIVATE is set', async (url) => {
    const response = await sendStrictly(webhookOperations.create, { body: { url, events: ['raised'] } });
    expect(response.statusCode).toBe(400);
    const { description, errors } = response.json();
    expect(description).toMatch(
      /^The field "url" in the request body is invalid: .* private network address/,
    );
    expect(errors).toEqual([
      { path: 'url', message: expect.stringContaining('Use an address on the public') },
    ]);
  });

  it('takes a public address, and refuses a host that cannot be found', async () => {
    for (const url of ['https://93.184.216.34/hooks', 'https://[64:ff9b::5db8:d822]/hooks']) {
      const created = await sendStrictly(webhookOperations.create, { body: { url, events: ['raised'] } });
      expect(created.statusCode, created.body).toBe(200);
    }
    const response = await sendStrictly(webhookOperations.create, {
      body: { url: 'https://hooks.radiant-test.invalid/radiant', events: ['raised'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'url', message: 'The host hooks.radiant-test.invalid could not be found. Check the address.' },
    ]);
  });

  it('answers 404 for a client that does not exist, or a webhook that does not, writing nothing', async () => {
    const before = (await send(webhookOperations.list)).json().data.webhooks.length;
    const response = await send(webhookOperations.create, {
      body: { url: 'https://127.0.0.1/hooks', events: ['raised'], client_id: 2_000_000_000 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().description).toBe('The commercial client was not found.');
    expect((await send(webhookOperations.list)).json().data.webhooks).toHaveLength(before);
    for (const operation of [
      webhookOperations.test,
      webhookOperations.deliveries,
      webhookOperations.remove,
    ]) {
      const missing = await send(operation, { params: { id: 2_000_000_000 } });
      expect(missing.statusCode, operation.operationId).toBe(404);
    }
  });

  it('lets only admins in: no token is a 401 from every webhook endpoint', async () => {
    const operations: Operation[] = Object.values(webhookOperations);
    for (const operation of operations) {
      const response = await callOperation(app, operation, {
        params: { id: 1 },
        body: { url: 'https://127.0.0.1/hooks', events: ['raised'] },
      });
      expect(response.statusCode, operation.operationId).toBe(401);
    }
  });

  it('signs a test event, which the receiver verifies with the secret, and logs it', async () => {
    const receiver = await startReceiver();
    const { webhook, secret } = await createWebhook({ url: receiver.url });
    const response = await send(webhookOperations.test, { params: { id: webhook.id } });
    expect(response.statusCode).toBe(200);
    const { delivery } = response.json().data;
    expect(delivery).toMatchObject({
      event: 'test',
      alarm_id: null,
      status: 'delivered',
      attempts: 1,
      response_status: 200,
      error: null,
      next_attempt_at: null,
    });
    expect(response.json().description).toBe('The test event was delivered: the receiver answered 200.');

    const [{ headers, body } = { headers: {}, body: '' }] = receiver.received;
    expect(receiver.received).toHaveLength(1);
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Radiant-Webhooks/1',
      'radiant-delivery': String(delivery.id),
      'radiant-event': 'test',
    });
    const signature = headers['radiant-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, signature, body, 60)).toBe(true);
    expect(verifySignature(`${secret}x`, signature, body, 60)).toBe(false);
    expect(verifySignature(secret, signature, body.replace('test', 'tost'), 60)).toBe(false);
    // A delivery replayed later than the tolerance is refused by its time alone.
    expect(verifySignature(secret, signature, body, 60, Math.floor(Date.now() / 1000) + 120)).toBe(false);
    expect(JSON.parse(body)).toEqual({
      event: 'test',
      occurred_at: expect.any(String),
      webhook_id: webhook.id,
      message: expect.stringContaining('A test from Radiant'),
    });

    const log = await send(webhookOperations.deliveries, { params: { id: webhook.id } });
    expect(log.json().data).toEqual({ deliveries: [delivery], pagination: { limit: 25, next: null } });
    const listed = (await send(webhookOperations.list)).json().data.webhooks;
    expect(listed.find((each: { id: number }) => each.id === webhook.id).last_delivery).toEqual({
      status: 'delivered',
      at: delivery.delivered_at,
    });
  });

  it('tries a failed delivery again with growing waits until the receiver answers 2xx', async () => {
    const receiver = await startReceiver((nth) => (nth === 1 ? 500 : nth === 2 ? 302 : 200));
    const { webhook } = await createWebhook({ url: receiver.url });
    const tested = (await send(webhookOperations.test, { params: { id: webhook.id } })).json();
    expect(tested.data.delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: 500 });
    expect(tested.description).toBe(
      'The test event was not delivered. The receiver answered 500. It is tried again later.',
    );
    const { id } = tested.data.delivery;
    expect((await deliveryRow(id)).wait_s).toBeGreaterThan(5);
    expect((await deliveryRow(id)).wait_s).toBeLessThanOrEqual(10);

    // The wait is hurried, as if 10 s had passed.
    await raw('UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1', [id]);
    await vi.waitFor(
      async () => expect(await deliveryRow(id)).toMatchObject({ attempts: 2, leased: false }),
      WAIT,
    );
    const second = await deliveryRow(id);
    expect(second).toMatchObject({
      status: 'pending',
      response_status: 302,
      error: 'The receiver answered 302 (a redirect, not followed).',
    });
    expect(second.wait_s).toBeGreaterThan(25);
    expect(second.wait_s).toBeLessThanOrEqual(30);

    await raw('UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1', [id]);
    await vi.waitFor(async () => expect((await deliveryRow(id)).status).toBe('delivered'), WAIT);
    expect(await deliveryRow(id)).toMatchObject({ attempts: 3, response_status: 200, error: null });
    // The same delivery each time, never the redirect's target.
    expect(receiver.received.map(({ headers }) => headers['radiant-delivery'])).toEqual([
      String(id),
      String(id),
      String(id),
    ]);
  });

  it('records why a receiver could not be reached', async () => {
    const receiver = await startReceiver();
    await receiver.close();
    const { webhook } = await createWebhook({ url: receiver.url });
    const { delivery } = (await send(webhookOperations.test, { params: { id: webhook.id } })).json().data;
    expect(delivery).toMatchObject({
      status: 'pending',
      response_status: null,
      error: 'Could not connect: ECONNREFUSED.',
    });
    // Kept as a sentence of the catalog: each admin reads it in the language they ask for.
    const read = { de: 'Keine Verbindung möglich: ECONNREFUSED.', ar: 'تعذّر الاتصال: ECONNREFUSED.' };
    for (const [language, error] of Object.entries(read)) {
      const log = await send(webhookOperations.deliveries, {
        params: { id: webhook.id },
        headers: { 'accept-language': language },
      });
      expect(log.json().data.deliveries[0]).toMatchObject({ id: delivery.id, error });
    }
  });

  it('gives up on a delivery that has failed for WEBHOOK_RETRY_HOURS', async () => {
    const receiver = await startReceiver(() => 503);
    const { webhook } = await createWebhook({ url: receiver.url });
    const [id = 0] = await queueDeliveries(webhook.id, [
      { event: 'raised', createdAt: new Date(Date.now() - 24 * 3600_000 + 5000).toISOString() },
    ]);
    await vi.waitFor(async () => expect((await deliveryRow(id)).status).toBe('failed'), WAIT);
    expect(await deliveryRow(id)).toMatchObject({ attempts: 1, error: 'The receiver answered 503.' });
    const log = (await send(webhookOperations.deliveries, { params: { id: webhook.id } })).json().data;
    expect(log.deliveries[0]).toMatchObject({ id, status: 'failed', next_attempt_at: null });
  });

  it("sends an alarm's deliveries in order: the next waits while the one before is pending", async () => {
    const receiver = await startReceiver((nth) => (nth === 1 ? 500 : 200));
    const { webhook } = await createWebhook({ url: receiver.url, events: ['raised', 'acknowledged'] });
    const alarmId = await createAlarm();
    const [raised = 0, acknowledged = 0] = await queueDeliveries(webhook.id, [
      { event: 'raised', alarmId },
      { event: 'acknowledged', alarmId },
    ]);
    // The first failed and waits 10 s; the second was not sent past it.
    await vi.waitFor(
      async () => expect(await deliveryRow(raised)).toMatchObject({ attempts: 1, leased: false }),
      WAIT,
    );
    expect((await deliveryRow(raised)).error).toBe('The receiver answered 500.');
    expect(await deliveryRow(acknowledged)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(receiver.received).toHaveLength(1);

    await raw('UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1', [raised]);
    await vi.waitFor(async () => expect((await deliveryRow(acknowledged)).status).toBe('delivered'), WAIT);
    expect(receiver.received.map(({ headers }) => headers['radiant-event'])).toEqual([
      'raised',
      'raised',
      'acknowledged',
    ]);
    expect(JSON.parse(receiver.received[2]?.body ?? '{}')).toMatchObject({ alarm: { id: alarmId } });
  });

  it('pages the delivery log newest first by keyset', async () => {
    const receiver = await startReceiver();
    const { webhook } = await createWebhook({ url: receiver.url });
    const ids = await queueDeliveries(webhook.id, [
      { event: 'raised' },
      { event: 'cleared' },
      { event: 'raised' },
    ]);
    const page = async (query: Record<string, unknown>) =>
      (await send(webhookOperations.deliveries, { params: { id: webhook.id }, query })).json().data;
    const first = await page({ limit: 2 });
    expect(first.deliveries.map((each: { id: number }) => each.id)).toEqual([ids[2], ids[1]]);
    expect(first.pagination).toEqual({ limit: 2, next: String(ids[1]) });
    const second = await page({ limit: 2, after: first.pagination.next });
    expect(second.deliveries.map((each: { id: number }) => each.id)).toEqual([ids[0]]);
    expect(second.pagination).toEqual({ limit: 2, next: null });
  });

  it('never sends one delivery twice when two instances share the database', async () => {
    const second = await startApp(database, { WEBHOOK_ALLOW_PRIVATE: '1' });
    onTestFinished(() => second.close());
    const receiver = await startReceiver();
    const { webhook } = await createWebhook({ url: receiver.url });
    const ids = await queueDeliveries(
      webhook.id,
      Array.from({ length: 30 }, () => ({ event: 'raised' })),
    );
    await vi.waitFor(async () => {
      const rows = await raw<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM webhook_deliveries WHERE id = ANY($1::bigint[])',
        [ids],
      );
      expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(ids.length);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    }, WAIT);
    const sent = receiver.received.map(({ headers }) => Number(headers['radiant-delivery']));
    expect(sent.sort((a, b) => a - b)).toEqual(ids);
  });

  it('fails an attempt, sending nothing, when the address has become private since it was added', async () => {
    const receiver = await startReceiver();
    // As if the host's DNS had moved to a local address: written past the check that creation makes.
    const [row] = await raw<{ id: number }>(
      `INSERT INTO webhooks (url, events, min_severity, secret)
         VALUES ($1, '{raised}', 'warning', 'whsec_test') RETURNING id`,
      [receiver.url],
      strict.database,
    );
    const [id = 0] = await queueDeliveries(row?.id ?? 0, [{ event: 'raised' }], strict.database);
    await vi.waitFor(async () => {
      expect(await deliveryRow(id, strict.database)).toMatchObject({
        attempts: 1,
        leased: false,
        error: expect.stringMatching(/^Nothing was sent: 127\.0\.0\.1 is a local or private network address/),
      });
    }, WAIT);
    expect(receiver.received).toHaveLength(0);
  });
});
