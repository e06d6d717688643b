import { randomBytes } from 'node:crypto';
import type { ZWebhookRequest } from '@radiant/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.ts';
import type { Runner } from '../../db/queries.ts';
import { invalidRequest, notFound } from '../../errors.ts';
import { writeAudit } from '../audit/repository.ts';
import { findClient } from '../commercial-clients/repository.ts';
import {
  type AlarmEventOut,
  type CaseEventOut,
  type ClaimedDelivery,
  findDelivery,
  insertLeasedDelivery,
  listDeliveries,
  queueAlarmDeliveries,
  queueCaseDeliveries,
  wakeDispatchers,
} from './deliveries-repository.ts';
import { maskedUrl } from './masked-url.ts';
import { deleteWebhook, findWebhook, findWebhookTarget, insertWebhook } from './repository.ts';
import { refusalOfUrl } from './url-check.ts';

type WebhookInput = z.output<typeof ZWebhookRequest>;

/**
 * Queues alarms' events for the webhooks that want them, in the transaction of the change (the outbox: sent
 * once committed, or never), and wakes the dispatchers when any was queued.
 */
export async function queueAlarmEvents(runner: Runner, events: readonly AlarmEventOut[]) {
  if (events.length === 0) return;
  if ((await queueAlarmDeliveries(runner, events)) > 0) await wakeDispatchers(runner);
}

/** The same for cases' events (opened, closed, a deadline approaching or missed). */
export async function queueCaseEvents(runner: Runner, events: readonly CaseEventOut[]) {
  if (events.length === 0) return;
  if ((await queueCaseDeliveries(runner, events)) > 0) await wakeDispatchers(runner);
}

const ENTITY = 'webhook';
const WEBHOOK = 'webhook';

async function foundWebhook(executor: Executor, id: number) {
  const webhook = await findWebhook(executor, id);
  if (!webhook) throw notFound(WEBHOOK);
  return webhook;
}

/**
 * Adds a webhook with a new signing secret, answered this once: it is stored to sign with, but no answer
 * or audit entry shows it again; nor its whole address, which may hold a token (only masked, after this
 * answer). The address must lead to the public internet (WEBHOOK_ALLOW_PRIVATE aside).
 */
export async function createWebhook(db: Db, actorId: number, input: WebhookInput, allowPrivate: boolean) {
  // Resolving the host may take a moment: before the transaction, so no connection waits on it.
  const refusal = await refusalOfUrl(input.url, { allowPrivate });
  if (refusal) throw invalidRequest('body', [{ path: 'url', message: refusal }]);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const webhook = await db.transaction(async (tx) => {
    if (input.client_id !== null && !(await findClient(tx, input.client_id))) {
      throw notFound('commercialClient');
    }
    const id = await insertWebhook(tx, {
      url: input.url,
      description: input.description,
      events: input.events,
      minSeverity: input.min_severity,
      clientId: input.client_id,
      secret,
    });
    const details = { ...input, url: maskedUrl(input.url) };
    await writeAudit(tx, { actorId, action: 'create', entity: ENTITY, entityId: id, details });
    return foundWebhook(tx, id);
  });
  return { webhook: { ...webhook, url: input.url }, secret };
}

/** Deletes a webhook with its delivery log; deliveries still due are never sent. */
export const removeWebhook = (db: Db, actorId: number, id: number) =>
  db.transaction(async (tx) => {
    const removed = await deleteWebhook(tx, id);
    if (!removed) throw notFound(WEBHOOK);
    await writeAudit(tx, {
      actorId,
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      details: { url: maskedUrl(removed.url) },
    });
  });

/**
 * Writes a test event to a webhook's log and sends it at once through `attempt` (the dispatcher's), answering
 * the delivery as it came out. One that failed stays pending and is tried again like any other.
 */
export async function sendTestEvent(db: Db, id: number, attempt: (claim: ClaimedDelivery) => Promise<void>) {
  const target = await findWebhookTarget(db, id);
  if (!target) throw notFound(WEBHOOK);
  const payload = {
    event: 'test',
    occurred_at: new Date().toISOString(),
    webhook_id: id,
    message: 'A test from Radiant: this webhook is set up, and its deliveries are signed with its secret.',
  };
  // Written already leased, so no dispatcher sends it too; should this instance stop mid-send, the lease runs
  // out and a dispatcher tries it again.
  const deliveryId = await insertLeasedDelivery(db, id, 'test', payload);
  await attempt({ id: deliveryId, webhookId: id, event: 'test', payload, attempts: 1, ...target });
  const delivery = await findDelivery(db, deliveryId);
  if (!delivery) throw notFound(WEBHOOK);
  return delivery;
}

export async function getDeliveries(db: Db, id: number, page: { limit: number; after?: string }) {
  await foundWebhook(db, id);
  return listDeliveries(db, id, page);
}
