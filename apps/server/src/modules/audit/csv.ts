import { AUDIT_EXPORT_COLUMNS, type AuditLogEntry } from '@radiant/contract';
import { type CsvCells, csvLinesOf } from '../../http/csv.ts';

const json = (values: Record<string, unknown> | null) =>
  values && Object.keys(values).length > 0 ? JSON.stringify(values) : '';

const CELLS: CsvCells<AuditLogEntry, (typeof AUDIT_EXPORT_COLUMNS)[number]> = {
  id: (entry) => entry.id,
  at: (entry) => entry.at,
  actor_id: (entry) => entry.actor?.id ?? '',
  actor_name: (entry) => entry.actor?.name ?? '',
  actor_email: (entry) => entry.actor?.email ?? '',
  action: (entry) => entry.action,
  entity: (entry) => entry.entity,
  entity_id: (entry) => entry.entity_id ?? '',
  before: (entry) => json(entry.before),
  after: (entry) => json(entry.after),
  details: (entry) => json(entry.details),
};

/** The header line, then one chunk of lines per batch of entries. */
export const auditCsvLinesOf = (batches: AsyncIterable<AuditLogEntry[]>) =>
  csvLinesOf(AUDIT_EXPORT_COLUMNS, CELLS, batches);
