import type { Webhook, WebhookEvent } from '@radiant/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { commercialClients, webhookDeliveries, webhooks } from '../../db/schema.ts';
import { openSecret, sealSecret } from '../../secrets/secret-box.ts';
import { maskedUrl } from './masked-url.ts';

// The newest delivery's outcome, at the time it was delivered or else the time of its event.
const lastDeliveryOf = (executor: Executor) =>
  executor
    .select({
      status: webhookDeliveries.status,
      at: sql<Date>`coalesce(${webhookDeliveries.deliveredAt}, ${webhookDeliveries.createdAt})`
        .mapWith(webhookDeliveries.createdAt)
        .as('at'),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhooks.id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(1)
    .as('last_delivery');

/** The webhooks with their client's name and last delivery, oldest first; one when given its id. */
async function selectWebhooks(executor: Executor, id?: number): Promise<Webhook[]> {
  const last = lastDeliveryOf(executor);
  const rows = await executor
    .select({
      webhook: webhooks,
      clientName: commercialClients.businessName,
      lastStatus: last.status,
      lastAt: last.at,
    })
    .from(webhooks)
    .leftJoin(commercialClients, eq(commercialClients.userId, webhooks.clientId))
    .leftJoinLateral(last, sql`true`)
    .where(id === undefined ? undefined : eq(webhooks.id, id))
    .orderBy(asc(webhooks.id));
  // Never the secret, nor the whole address: the answer is built field by field.
  return rows.map(({ webhook, clientName, lastStatus, lastAt }) => ({
    id: webhook.id,
    url: maskedUrl(webhook.url),
    description: webhook.description,
    events: webhook.events as WebhookEvent[],
    min_severity: webhook.minSeverity,
    client: webhook.clientId === null ? null : { id: webhook.clientId, name: clientName ?? '' },
    created_at: webhook.createdAt.toISOString(),
    last_delivery: lastStatus && lastAt ? { status: lastStatus, at: lastAt.toISOString() } : null,
  }));
}

export const listWebhooks = (executor: Executor) => selectWebhooks(executor);

export async function findWebhook(executor: Executor, id: number): Promise<Webhook | undefined> {
  return (await selectWebhooks(executor, id))[0];
}

/** Where a webhook posts and the secret it signs with; undefined for an unknown id. */
export async function findWebhookTarget(executor: Executor, id: number) {
  const [target] = await executor
    .select({ url: webhooks.url, secret: webhooks.secret })
    .from(webhooks)
    .where(eq(webhooks.id, id));
  return target && { ...target, secret: openSecret(target.secret) };
}

/** Stores a webhook, its signing secret sealed. */
export async function insertWebhook(executor: Executor, values: typeof webhooks.$inferInsert) {
  const [row] = await executor
    .insert(webhooks)
    .values({ ...values, secret: sealSecret(values.secret) })
    .returning({ id: webhooks.id });
  if (!row) throw new Error('The webhook was not stored.');
  return row.id;
}

/** Deletes a webhook (its deliveries go with it); undefined for an unknown id. */
export async function deleteWebhook(executor: Executor, id: number) {
  const [row] = await executor
    .delete(webhooks)
    .where(eq(webhooks.id, id))
    .returning({ id: webhooks.id, url: webhooks.url });
  return row;
}
