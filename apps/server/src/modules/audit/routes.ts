import { auditLogOperations } from '@radiant/contract';
import { sendCsv } from '../../http/csv.ts';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { auditCsvLinesOf } from './csv.ts';
import { listAuditEntries, streamAuditEntries } from './repository.ts';

/** Who did what to what, and when: the owners' view of the audit log, and its export. */
export const auditLogRoutes = operationRoutes(auditLogOperations, (app) => {
  const { db } = app.database;
  return {
    list: async ({ query }) => {
      const { entries, next } = await listAuditEntries(db, query);
      return success('AUDIT_LOG', `${countOf(entries.length, 'entry', 'entries')}.`, {
        entries,
        pagination: { limit: query.limit, next },
      });
    },
    // Streamed in keyset batches: any number of entries goes out in bounded memory.
    export: async ({ query }, reply) =>
      sendCsv(reply, 'audit-log', auditCsvLinesOf(streamAuditEntries(db, query))),
  };
});
