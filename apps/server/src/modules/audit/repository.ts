import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
}

/** Records who changed what; call it inside the transaction of the change itself. */
export async function writeAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    details: entry.details ?? {},
  });
}
