import type { Executor, RawSql } from '../../db/database.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
}

/** Records who changed what (one entry or several); call it inside the transaction of the change itself. */
export async function writeAudit(executor: Executor, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries]).map((entry) => ({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? {},
  }));
  if (rows.length > 0) await executor.insert(auditLog).values(rows);
}

/** The same inside a transaction of plain SQL (telemetry, alarms). */
export async function writeAuditSql(sql: RawSql, entry: AuditEntry): Promise<void> {
  await sql.query(
    'INSERT INTO audit_log (actor_id, action, entity, entity_id, details) VALUES ($1, $2, $3, $4, $5)',
    [
      entry.actorId,
      entry.action,
      entry.entity,
      entry.entityId === undefined ? null : String(entry.entityId),
      JSON.stringify(entry.details ?? {}),
    ],
  );
}
