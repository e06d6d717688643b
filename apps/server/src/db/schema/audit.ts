import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

// What was done: the audit trail of changes and who made them, the idempotency keys (the first answer to an
// admin's creating request, kept 24 hours to replay to a retry of it) and the ledger of demo data sets loaded.
// Each stores a record of a past request or load rather than the state of any domain, so they sit together.

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'audit_log_actor_id_fkey',
      columns: [t.actorId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The first answer to a creating request sent with an `Idempotency-Key`, per admin: a retry with the same key
 * and request gets it again instead of creating twice. `statusCode` is null while the first is still running.
 * Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actorId: integer('actor_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.actorId, t.key] }),
    foreignKey({
      name: 'idempotency_keys_actor_id_fkey',
      columns: [t.actorId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

export const demoDataSets = pgTable('demo_data_sets', {
  name: text('name').primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
