import { ZRoomDampQuery } from './analytics/damp.ts';
import { defineOperations } from './operation.ts';
import { ZIdParam } from './pagination.ts';

// Evidence packs: what a landlord hands to the Housing Ombudsman or a court about a case, or about a home over
// a period (docs/cases.md): the same content as a PDF for people and as a ZIP of CSV files for machines.

/** How many days before a case was opened its pack's readings begin: what the home went through before. */
export const EVIDENCE_DAYS_BEFORE = 14;

/** The CSV files of an evidence pack's ZIP, each `<name>.csv`; a home's pack over a period has no clock. */
export const EVIDENCE_FILES = [
  'summary',
  'timeline',
  'deadlines',
  'notices',
  'cases',
  'readings',
  'daily_readings',
  'commands',
  'attachments',
] as const;
export type EvidenceFile = (typeof EVIDENCE_FILES)[number];

const pdf = 'application/pdf';
const zip = 'application/zip';

export const evidenceOperations = defineOperations('evidence', 'Evidence', {
  casePdf: {
    method: 'GET',
    path: '/v1/cases/:id/evidence.pdf',
    summary:
      "A case's evidence pack as a PDF: the home and resident, the timeline and who acted, the clocks and their history, the readings as charts, the commands sent and confirmed",
    access: 'admin',
    params: ZIdParam,
    mediaType: pdf,
    errors: [404],
  },
  caseZip: {
    method: 'GET',
    path: '/v1/cases/:id/evidence.zip',
    summary: "A case's evidence pack as a ZIP of CSV files, one per section of the PDF",
    access: 'admin',
    params: ZIdParam,
    mediaType: zip,
    errors: [404],
  },
  homePdf: {
    method: 'GET',
    path: '/v1/homes/:id/evidence.pdf',
    summary:
      "A home's evidence pack over a period (the last 28 days unless told, at most 92) as a PDF: its cases, readings and commands",
    access: 'admin',
    params: ZIdParam,
    query: ZRoomDampQuery,
    mediaType: pdf,
    errors: [404],
  },
  homeZip: {
    method: 'GET',
    path: '/v1/homes/:id/evidence.zip',
    summary: "A home's evidence pack over a period as a ZIP of CSV files",
    access: 'admin',
    params: ZIdParam,
    query: ZRoomDampQuery,
    mediaType: zip,
    errors: [404],
  },
});
