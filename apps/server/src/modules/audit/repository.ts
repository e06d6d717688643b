import type { AuditAction, AuditEntity, AuditLogEntry, AuditLogFilters } from '@radiant/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { joinedPersonName } from '../../db/person-name.ts';
import { pageById, type Runner, rowsOf } from '../../db/queries.ts';
import { auditLog, users } from '../../db/schema.ts';
import { withoutSecrets } from './secrets.ts';

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  /** What else to keep of the change; `before` and `after` hold the fields it changed, as they were and became. */
  details?: Record<string, unknown>;
}

const detailsOf = (entry: AuditEntry) => withoutSecrets(entry.details ?? {}) as Record<string, unknown>;
const entityIdOf = (entry: AuditEntry) => (entry.entityId == null ? null : String(entry.entityId));

/**
 * Records who changed what (one entry or many, in one statement); call it inside the transaction of the change
 * itself, whichever kind it is.
 */
export async function writeAudit(runner: Runner, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const list: readonly AuditEntry[] = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (list.length === 0) return;
  await rowsOf(
    runner,
    sql`INSERT INTO ${auditLog} (actor_id, action, entity, entity_id, details)
      SELECT * FROM unnest(${sql.param(list.map((entry) => entry.actorId))}::int[],
        ${sql.param(list.map((entry) => entry.action))}::text[],
        ${sql.param(list.map((entry) => entry.entity))}::text[],
        ${sql.param(list.map(entityIdOf))}::text[],
        ${sql.param(list.map((entry) => JSON.stringify(detailsOf(entry))))}::jsonb[])`,
  );
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorName: joinedPersonName,
  actorEmail: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  details: auditLog.details,
};

interface EntryRow {
  id: number;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: unknown;
}

const isValues = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toEntry(row: EntryRow): AuditLogEntry {
  // Read through the same filter as written: entries older than it, or written in SQL, are shown safely too.
  const { before, after, ...details } = withoutSecrets(isValues(row.details) ? row.details : {}) as Record<
    string,
    unknown
  >;
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorId === null
        ? null
        : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    entity_id: row.entityId,
    details,
    before: isValues(before) ? before : null,
    after: isValues(after) ? after : null,
  };
}

/**
 * Ids grow with time, but an entry's time is when its transaction began, so two transactions at once may
 * write theirs in the other order. Widened by an hour (longer than any transaction that writes the log lasts),
 * a time range is also a range of ids, found through the index on `created_at`: the walk down the ids starts
 * and ends near the range instead of at the newest entry. The times alone still decide what is in it.
 */
const idsFrom = (from: string) =>
  sql`${auditLog.id} > coalesce((SELECT earlier.id FROM audit_log AS earlier
    WHERE earlier.created_at < ${from}::timestamptz - interval '1 hour'
    ORDER BY earlier.created_at DESC LIMIT 1), 0)`;
const idsBefore = (to: string) =>
  sql`${auditLog.id} < coalesce((SELECT later.id FROM audit_log AS later
    WHERE later.created_at >= ${to}::timestamptz + interval '1 hour'
    ORDER BY later.created_at LIMIT 1), 9223372036854775807)`;

function filterOf({ actor_id, action, entity, entity_id, from, to }: AuditLogFilters): SQL | undefined {
  return and(
    actor_id === undefined ? undefined : eq(auditLog.actorId, actor_id),
    action === undefined ? undefined : eq(auditLog.action, action),
    entity === undefined ? undefined : eq(auditLog.entity, entity),
    entity_id === undefined ? undefined : eq(auditLog.entityId, entity_id),
    from === undefined ? undefined : and(gte(auditLog.createdAt, new Date(from)), idsFrom(from)),
    to === undefined ? undefined : and(lt(auditLog.createdAt, new Date(to)), idsBefore(to)),
  );
}

/**
 * A page of entries, newest first, after the entry `after` (its id) when given: the primary key (or the index
 * of the filter) leads straight to it at any depth. `next` is the last entry's id when more follow.
 */
export async function listAuditEntries(
  executor: Executor,
  { limit, after, ...filters }: AuditLogFilters & { limit: number; after?: string },
) {
  const rows: EntryRow[] = await executor
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(filterOf(filters), after === undefined ? undefined : lt(auditLog.id, Number(after))))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const { page, next } = pageById(rows, limit);
  return { entries: page.map(toEntry), next };
}

/** Every entry that matches, newest first, in pages of `batchSize`: bounded memory for any number. */
export async function* streamAuditEntries(
  executor: Executor,
  filters: AuditLogFilters,
  batchSize = 1000,
): AsyncGenerator<AuditLogEntry[]> {
  let after: string | undefined;
  do {
    const page = await listAuditEntries(executor, { ...filters, limit: batchSize, after });
    if (page.entries.length > 0) yield page.entries;
    after = page.next ?? undefined;
  } while (after);
}
