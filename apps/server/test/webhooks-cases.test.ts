import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { caseOperations, HOUR_MS, LEVEL, webhookOperations } from '@radiant/contract';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { sweepCaseDeadlines } from '../src/modules/cases/deadline-sweep.ts';
import { verifySignature } from '../src/modules/webhooks/signature.ts';
import { createAccount } from './support/accounts.ts';
import { clientWithPolicy } from './support/case-policy.ts';
import { createFurnishedHome } from './support/homes.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

// Cases' events in the webhook stream: to the webhooks that chose them, signed like alarms' events.

// Local receivers listen on 127.0.0.1, so this app may post to private addresses.
const { app, database } = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' });
const { token } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const send = callerAs(app, token);

const WAIT = { timeout: 15_000, interval: 50 };

/** An HTTP server on 127.0.0.1 that answers every delivery 200; closed when the test ends. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/radiant`, received };
}

async function createWebhook(body: Record<string, unknown>) {
  const response = await send(webhookOperations.create, { body });
  expect(response.statusCode, response.body).toBe(200);
  const { webhook, secret } = response.json().data;
  onTestFinished(async () => {
    await send(webhookOperations.remove, { params: { id: webhook.id } });
  });
  return { webhook: webhook as { id: number; events: string[] }, secret: secret as string };
}

/** A social landlord's resident's home. */
async function landlordHome() {
  const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
  const { home } = await createFurnishedHome(database, resident.id);
  const client = await clientWithPolicy(database, send, resident.id, {
    social_landlord: true,
    open_from_alarms: false,
  });
  return { client, home };
}

const eventsOf = (received: { body: string }[]) => received.map(({ body }) => JSON.parse(body).event);

describe("cases' webhook events", () => {
  it('sends case.opened and case.closed, signed, to a webhook that chose them, and none to one that did not', async () => {
    const receiver = await startReceiver();
    const alarmsOnly = await startReceiver();
    const { webhook, secret } = await createWebhook({
      url: receiver.url,
      events: ['case.opened', 'case.closed'],
    });
    expect(webhook.events).toEqual(['case.opened', 'case.closed']);
    await createWebhook({ url: alarmsOnly.url, events: ['raised', 'cleared'] });
    const { client, home } = await landlordHome();

    const record = (
      await send(caseOperations.create, { body: { home_id: home.id, hazard: 'damp_mould' } })
    ).json().data.case;
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), WAIT);
    const closed = await send(caseOperations.addEvent, {
      params: { id: record.id },
      body: { kind: 'status', to: 'closed', reason: 'resolved' },
    });
    expect(closed.statusCode).toBe(200);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), WAIT);

    expect(eventsOf(receiver.received)).toEqual(['case.opened', 'case.closed']);
    const [opened, closing] = receiver.received.map(({ body }) => JSON.parse(body));
    expect(opened).toEqual({
      event: 'case.opened',
      occurred_at: expect.any(String),
      case: {
        id: record.id,
        hazard: 'damp_mould',
        severity: 'significant',
        status: 'open',
        home_id: home.id,
        client_id: client.id,
      },
    });
    expect(closing.case).toMatchObject({ id: record.id, status: 'closed' });
    for (const { headers, body } of receiver.received) {
      expect(headers['radiant-event']).toBe(JSON.parse(body).event);
      expect(verifySignature(secret, headers['radiant-signature'] as string, body, 60)).toBe(true);
    }
    const log = (await send(webhookOperations.deliveries, { params: { id: webhook.id } })).json().data;
    expect(
      log.deliveries.map((each: { event: string; case_id: number }) => [each.event, each.case_id]),
    ).toEqual([
      ['case.closed', record.id],
      ['case.opened', record.id],
    ]);
    expect(alarmsOnly.received).toEqual([]);
  });

  it("sends a deadline's approach and miss with the deadline, only to its client's webhook when it has one", async () => {
    const receiver = await startReceiver();
    const other = await startReceiver();
    const { client, home } = await landlordHome();
    const events = ['case.deadline_approaching', 'case.deadline_missed'];
    await createWebhook({ url: receiver.url, events, client_id: client.id });
    await createWebhook({ url: other.url, events, client_id: (await landlordHome()).client.id });

    const record = (
      await send(caseOperations.create, { body: { home_id: home.id, hazard: 'excess_cold' } })
    ).json().data.case;
    const deadline = record.deadlines[0];
    const dueAt = Date.parse(deadline.due_at);
    await sweepCaseDeadlines(database.db, new Date(dueAt - HOUR_MS));
    await sweepCaseDeadlines(database.db, new Date(dueAt + HOUR_MS));
    await sweepCaseDeadlines(database.db, new Date(dueAt + 2 * HOUR_MS));
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), WAIT);
    const bodies = receiver.received.map(({ body }) => JSON.parse(body));
    expect(bodies.map((body) => body.event)).toEqual(events);
    for (const body of bodies) {
      expect(body.case).toMatchObject({ id: record.id, hazard: 'excess_cold', status: 'open' });
      expect(body.deadline).toEqual({ name: 'investigate', due_at: deadline.due_at });
    }
    expect(other.received).toEqual([]);
  });

  it('refuses an event that Radiant does not send, naming it', async () => {
    const refused = await send(webhookOperations.create, {
      body: { url: 'http://127.0.0.1:9/x', events: ['case.reopened'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('events.0');
  });
});
