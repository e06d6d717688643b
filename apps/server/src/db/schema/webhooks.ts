import { ALARM_SEVERITIES, WEBHOOK_DELIVERY_EVENTS, WEBHOOK_DELIVERY_STATUSES } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { alarms } from './alarms.ts';
import { cases } from './cases.ts';
import { createdAt, inList } from './columns.ts';
import { commercialClients } from './customers.ts';

// Webhooks: where alarm and case events are posted, and the outbox of their deliveries. They store how events leave
// Radiant, not the alarms themselves (alarms.ts), which the deliveries refer to.

/** Where alarm and case events are posted, signed with the secret (kept to sign; shown once, when created). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    minSeverity: text('min_severity', { enum: ALARM_SEVERITIES }).notNull(),
    clientId: integer('client_id'),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhooks_min_severity_check', inList(t.minSeverity, ALARM_SEVERITIES)),
    foreignKey({
      name: 'webhooks_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * The outbox: a delivery is written in the transaction of its event, so none is lost to a crash, then posted
 * by whichever instance leases it first (`locked_until`), in order per webhook and alarm, and tried again
 * with growing waits until it is answered with a 2xx or WEBHOOK_RETRY_HOURS have passed.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id').notNull(),
    alarmId: bigint('alarm_id', { mode: 'number' }),
    caseId: integer('case_id'),
    event: text('event', { enum: WEBHOOK_DELIVERY_EVENTS }).notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    responseStatus: integer('response_status'),
    error: text('error'),
  },
  (t) => [
    check('webhook_deliveries_status_check', inList(t.status, WEBHOOK_DELIVERY_STATUSES)),
    foreignKey({
      name: 'webhook_deliveries_webhook_id_fkey',
      columns: [t.webhookId],
      foreignColumns: [webhooks.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'webhook_deliveries_alarm_id_fkey',
      columns: [t.alarmId],
      foreignColumns: [alarms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'webhook_deliveries_case_id_fkey',
      columns: [t.caseId],
      foreignColumns: [cases.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_alarm_idx').on(t.alarmId, t.id),
    index('webhook_deliveries_case_idx').on(t.caseId, t.id),
  ],
);
