import { evidenceOperations } from '@radiant/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { attachmentNamed } from '../../http/content-disposition.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { languageOf } from '../../messages/language.ts';
import type { PdfLanguage } from '../../pdf/text.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { writeAudit } from '../audit/repository.ts';
import { evidenceZip } from './csv-files.ts';
import { caseEvidence, type EvidencePack, homeEvidence } from './pack.ts';
import { evidencePdf } from './pdf.ts';

const FORMATS = {
  pdf: { type: 'application/pdf', render: evidencePdf },
  // CSV files keep the API's codes and column names in every language: machines read them.
  zip: {
    type: 'application/zip',
    render: async (pack: EvidencePack, _language: PdfLanguage) => evidenceZip(pack),
  },
};

/**
 * Sends a pack as a download in a format, once the export is in the audit log: an evidence pack carries a
 * resident's details and home life, so who took one, and when, is on record.
 */
async function sendPack(
  db: Db,
  reply: FastifyReply,
  actorId: number,
  pack: EvidencePack,
  format: keyof typeof FORMATS,
) {
  const { type, render } = FORMATS[format];
  const language = languageOf(reply.request);
  const body = await render(pack, language);
  await writeAudit(db, {
    actorId,
    action: 'export',
    entity: pack.case ? 'case' : 'home',
    entityId: pack.case?.id ?? pack.home.id,
    details: { format, window: pack.window },
  });
  if (format === 'pdf') reply.header('content-language', language);
  return reply
    .type(type)
    .header('content-disposition', attachmentNamed(`${pack.name}.${format}`))
    .header('cache-control', 'no-store')
    .send(body);
}

/** Evidence packs of a case, and of a home over a period, as a PDF and as a ZIP of CSV files. */
export const evidenceRoutes = operationRoutes(evidenceOperations, (app) => {
  const { db } = app.database;
  const now = () => new Date(app.now());
  const ofCase = async (request: { params: { id: number } }, actorId: number) =>
    caseEvidence(db, request.params.id, actorId, now());
  return {
    casePdf: async (request, reply) => {
      const actorId = actorIdOf(request);
      return sendPack(db, reply, actorId, await ofCase(request, actorId), 'pdf');
    },
    caseZip: async (request, reply) => {
      const actorId = actorIdOf(request);
      return sendPack(db, reply, actorId, await ofCase(request, actorId), 'zip');
    },
    homePdf: async (request, reply) => {
      const actorId = actorIdOf(request);
      const pack = await homeEvidence(db, request.params.id, request.query, actorId, now());
      return sendPack(db, reply, actorId, pack, 'pdf');
    },
    homeZip: async (request, reply) => {
      const actorId = actorIdOf(request);
      const pack = await homeEvidence(db, request.params.id, request.query, actorId, now());
      return sendPack(db, reply, actorId, pack, 'zip');
    },
  };
});
