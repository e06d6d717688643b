import { ALARM_SEVERITIES, WEBHOOK_RETRY_HOURS, type WebhookDelivery } from '@radiant/contract';
import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { pageById, type Runner, rowsOf } from '../../db/queries.ts';
import { webhookDeliveries } from '../../db/schema.ts';
import { openSecret } from '../../secrets/secret-box.ts';

/** How long an instance holds a delivery it is sending: past it, another instance may try it again. */
const LEASE = sql`now() + interval '60 seconds'`;

/** A delivery an instance has leased to send, with where it goes and how it is signed. */
export interface ClaimedDelivery {
  id: number;
  webhookId: number;
  event: WebhookDelivery['event'];
  payload: unknown;
  /** The attempt this lease is for (counting it): its outcome is recorded only while it is still the latest. */
  attempts: number;
  url: string;
  secret: string;
}

const {
  payload: _payload,
  webhookId: _webhookId,
  lockedUntil: _lockedUntil,
  ...deliveryColumns
} = getTableColumns(webhookDeliveries);
type DeliveryRow = Omit<typeof webhookDeliveries.$inferSelect, 'payload' | 'webhookId' | 'lockedUntil'>;

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event,
  alarm_id: row.alarmId,
  case_id: row.caseId,
  status: row.status,
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
  response_status: row.responseStatus,
  error: row.error,
});

export async function findDelivery(executor: Executor, id: number): Promise<WebhookDelivery | undefined> {
  const [row] = await executor
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id));
  return row && toDelivery(row);
}

/** A page of a webhook's deliveries, newest first, after the delivery `after` (its id) when given. */
export async function listDeliveries(
  executor: Executor,
  webhookId: number,
  { limit, after }: { limit: number; after?: string },
) {
  const rows = await executor
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        after === undefined ? undefined : lt(webhookDeliveries.id, Number(after)),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit + 1);
  const { page, next } = pageById(rows, limit);
  return { deliveries: page.map(toDelivery), pagination: { limit, next } };
}

/** A delivery written already leased to the caller, which sends it at once (a test event). */
export async function insertLeasedDelivery(
  executor: Executor,
  webhookId: number,
  event: WebhookDelivery['event'],
  payload: unknown,
) {
  const [row] = await executor
    .insert(webhookDeliveries)
    .values({ webhookId, event, payload, attempts: 1, lockedUntil: LEASE })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error('The delivery was not stored.');
  return row.id;
}

type ClaimRow = Omit<ClaimedDelivery, 'id' | 'webhookId'> & { id: string | number; webhook_id: number };

/**
 * Leases up to `limit` deliveries that are due, counting an attempt for each, in one statement: rows another
 * instance is leasing are skipped, never waited for, and a delivery waits while an earlier one of the same
 * alarm (or case) to the same webhook is still pending, so that a receiver hears its events in order.
 */
export async function claimDueDeliveries(executor: Executor, limit: number): Promise<ClaimedDelivery[]> {
  const rows = await rowsOf<ClaimRow>(
    executor,
    sql`UPDATE webhook_deliveries AS d
           SET locked_until = ${LEASE}, attempts = d.attempts + 1
          FROM webhooks AS w
         WHERE w.id = d.webhook_id AND d.id IN (
           SELECT due.id FROM webhook_deliveries AS due
            WHERE due.status = 'pending' AND due.next_attempt_at <= now()
              AND (due.locked_until IS NULL OR due.locked_until < now())
              AND NOT EXISTS (
                SELECT 1 FROM webhook_deliveries AS earlier
                 WHERE (earlier.alarm_id = due.alarm_id OR earlier.case_id = due.case_id)
                   AND earlier.webhook_id = due.webhook_id
                   AND earlier.id < due.id AND earlier.status = 'pending')
            ORDER BY due.id
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.webhook_id, d.event, d.payload, d.attempts, w.url, w.secret`,
  );
  return rows.map(({ id, webhook_id, secret, ...row }) => ({
    ...row,
    id: Number(id),
    webhookId: webhook_id,
    secret: openSecret(secret),
  }));
}

// Only the lease's own attempt is recorded: a send that outlived its lease may have been tried again since.
const stillLeased = (claim: ClaimedDelivery) =>
  and(
    eq(webhookDeliveries.id, claim.id),
    eq(webhookDeliveries.attempts, claim.attempts),
    eq(webhookDeliveries.status, 'pending'),
  );

export async function recordDelivered(executor: Executor, claim: ClaimedDelivery, responseStatus: number) {
  await executor
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      deliveredAt: sql`now()`,
      responseStatus,
      error: null,
      lockedUntil: null,
    })
    .where(stillLeased(claim));
}

/**
 * Records a failed attempt and when to try again, `waitMs` from now; once that would be more than
 * WEBHOOK_RETRY_HOURS after the event, the delivery has failed for good. Answers the status it now has.
 */
export async function recordFailure(
  executor: Executor,
  claim: ClaimedDelivery,
  failure: { responseStatus: number | null; error: string },
  waitMs: number,
) {
  const nextAttemptAt = sql`now() + ${waitMs}::int * interval '1 millisecond'`;
  const late = sql`${nextAttemptAt} > ${webhookDeliveries.createdAt} + ${WEBHOOK_RETRY_HOURS}::int * interval '1 hour'`;
  const [row] = await executor
    .update(webhookDeliveries)
    .set({
      status: sql`CASE WHEN ${late} THEN 'failed' ELSE 'pending' END`,
      nextAttemptAt,
      responseStatus: failure.responseStatus,
      error: failure.error,
      lockedUntil: null,
    })
    .where(stillLeased(claim))
    .returning({ status: webhookDeliveries.status });
  return row?.status;
}

/** An alarm's event, to be delivered to every webhook that wants it. */
export interface AlarmEventOut {
  alarmId: number;
  event: WebhookDelivery['event'];
  severity: (typeof ALARM_SEVERITIES)[number];
  clientId: number | null;
  payload: string;
}

/** The channel that wakes every instance's dispatcher once deliveries are written. */
export const WEBHOOK_CHANNEL = 'radiant_webhooks';

/**
 * Writes a delivery of each event to every webhook that wants it (its events, at its lowest severity or more
 * severe, of its client or of every client), in the events' order: answers how many were written.
 */
export async function queueAlarmDeliveries(runner: Runner, events: readonly AlarmEventOut[]) {
  const [queued] = await rowsOf<{ deliveries: number }>(
    runner,
    sql`WITH events AS (
      SELECT * FROM unnest(${sql.param(events.map((out) => out.alarmId))}::int8[],
          ${sql.param(events.map((out) => out.event))}::text[],
          ${sql.param(events.map((out) => out.severity))}::text[],
          ${sql.param(events.map((out) => out.clientId))}::int[],
          ${sql.param(events.map((out) => out.payload))}::jsonb[])
        WITH ORDINALITY AS e(alarm_id, event, severity, client_id, payload, n)
    ), queued AS (
      INSERT INTO ${webhookDeliveries} (webhook_id, alarm_id, event, payload)
      SELECT w.id, e.alarm_id, e.event, e.payload
      FROM events AS e JOIN webhooks AS w ON e.event = ANY(w.events)
        AND array_position(${sql.param([...ALARM_SEVERITIES])}::text[], e.severity)
          <= array_position(${sql.param([...ALARM_SEVERITIES])}::text[], w.min_severity)
        AND (w.client_id IS NULL OR w.client_id = e.client_id)
      ORDER BY e.n, w.id
      RETURNING 1
    ) SELECT count(*)::int AS deliveries FROM queued`,
  );
  return queued?.deliveries ?? 0;
}

/** A case's event, to be delivered to every webhook that wants it. */
export interface CaseEventOut {
  caseId: number;
  event: WebhookDelivery['event'];
  clientId: number | null;
  payload: string;
}

/**
 * Writes a delivery of each case event to every webhook that wants it (its events, of its client or of every
 * client; a webhook's least severity is of alarms), in the events' order: answers how many were written.
 */
export async function queueCaseDeliveries(runner: Runner, events: readonly CaseEventOut[]) {
  const [queued] = await rowsOf<{ deliveries: number }>(
    runner,
    sql`WITH events AS (
      SELECT * FROM unnest(${sql.param(events.map((out) => out.caseId))}::int[],
          ${sql.param(events.map((out) => out.event))}::text[],
          ${sql.param(events.map((out) => out.clientId))}::int[],
          ${sql.param(events.map((out) => out.payload))}::jsonb[])
        WITH ORDINALITY AS e(case_id, event, client_id, payload, n)
    ), queued AS (
      INSERT INTO ${webhookDeliveries} (webhook_id, case_id, event, payload)
      SELECT w.id, e.case_id, e.event, e.payload
      FROM events AS e JOIN webhooks AS w ON e.event = ANY(w.events)
        AND (w.client_id IS NULL OR w.client_id = e.client_id)
      ORDER BY e.n, w.id
      RETURNING 1
    ) SELECT count(*)::int AS deliveries FROM queued`,
  );
  return queued?.deliveries ?? 0;
}

/** Wakes every instance's dispatcher, once the transaction commits. */
export async function wakeDispatchers(runner: Runner) {
  await rowsOf(runner, sql`SELECT pg_notify(${WEBHOOK_CHANNEL}, '')`);
}
