import { LANGUAGES, type Language, REPORT_SEND_STATUSES } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, inList, version } from './columns.ts';
import { commercialClients } from './customers.ts';

// Each commercial client's monthly report (contract: reports.ts, docs/reports.md): when it is made and who
// receives it, and every report made, its files and where its mail stands. A month's report is one row
// (UNIQUE client, month): instances that meet make it once.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const clientReportSettings = pgTable(
  'client_report_settings',
  {
    clientId: integer('client_id').primaryKey(),
    dayOfMonth: integer('day_of_month').notNull().default(1),
    recipients: text('recipients').array().notNull(),
    // The language the client's reports are written in: its readers', not an admin's.
    language: text('language').$type<Language>().notNull().default('en'),
    enabled: boolean('enabled').notNull().default(false),
    // A lease on making this client's report: the instance that holds it makes it, another takes over when it
    // has run out (a crash).
    makingUntil: timestamptz('making_until'),
    updatedAt: createdAt('updated_at'),
    version: version(),
  },
  (t) => [
    check('client_report_settings_day_check', sql`${t.dayOfMonth} BETWEEN 1 AND 28`),
    check('client_report_settings_language_check', inList(t.language, LANGUAGES)),
    foreignKey({
      name: 'client_report_settings_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('cascade'),
  ],
);

export const clientReports = pgTable(
  'client_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id').notNull(),
    // The month reported on: its first day.
    month: date('month', { mode: 'string' }).notNull(),
    pdf: bytea('pdf').notNull(),
    csv: text('csv').notNull(),
    // The admin who asked for it; null when the schedule made it.
    madeBy: integer('made_by'),
    createdAt: createdAt(),
    status: text('status', { enum: REPORT_SEND_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    sentAt: timestamptz('sent_at'),
    recipients: text('recipients').array().notNull(),
    // The language it was written in, which its mail is written in too.
    language: text('language').$type<Language>().notNull().default('en'),
    lastError: text('last_error'),
  },
  (t) => [
    unique('client_reports_client_month_key').on(t.clientId, t.month),
    check('client_reports_status_check', inList(t.status, REPORT_SEND_STATUSES)),
    check('client_reports_language_check', inList(t.language, LANGUAGES)),
    foreignKey({
      name: 'client_reports_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('cascade'),
    // The send round's range: the mails due.
    index('client_reports_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
