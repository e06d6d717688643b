import {
  CASE_ATTACHMENT_TYPES,
  CASE_CLOSE_REASONS,
  CASE_DEADLINES,
  CASE_EVENT_KINDS,
  CASE_HAZARDS,
  CASE_MILESTONES,
  CASE_NOTICE_KINDS,
  CASE_SEVERITIES,
  CASE_STATUSES,
  type CaseHazard,
  type CaseTimings,
  CONTACT_OUTCOMES,
} from '@radiant/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { alarms } from './alarms.ts';
import { bytea, createdAt, inList, version } from './columns.ts';
import { commands } from './commands.ts';
import { commercialClients, homes, rooms } from './customers.ts';

// Cases (contract: cases.ts, docs/cases.md): a hazard in a home worked through to the end, its timeline, and each
// client's policy of clocks. Deadlines are computed from the timeline on read; next_due_at keeps the earliest
// unmet one on the case's row (written in the transaction of every change) for the list's order and a sweep.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cases = pgTable(
  'cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hazard: text('hazard', { enum: CASE_HAZARDS }).notNull(),
    severity: text('severity', { enum: CASE_SEVERITIES }).notNull(),
    status: text('status', { enum: CASE_STATUSES }).notNull().default('open'),
    closeReason: text('close_reason', { enum: CASE_CLOSE_REASONS }),
    homeId: integer('home_id').notNull(),
    // The home's resident and client when the case was opened, for filters that read no join.
    userId: integer('user_id').notNull(),
    clientId: integer('client_id'),
    roomIds: integer('room_ids').array().notNull().default(sql`'{}'::int[]`),
    alarmId: bigint('alarm_id', { mode: 'number' }),
    ownerId: integer('owner_id'),
    openedBy: integer('opened_by'),
    description: text('description'),
    // The clocks of the case's hazard and severity, from the client's policy when it was opened (or its
    // severity changed): a later change of the policy does not move a running clock.
    timings: jsonb('timings').$type<CaseTimings>().notNull(),
    openedAt: createdAt('opened_at'),
    closedAt: timestamptz('closed_at'),
    nextDueAt: timestamptz('next_due_at'),
    // When the deadline sweep next has a notice to send (a deadline due soon or missed, not yet told): its
    // bookmark, so that a sweep reads only the cases that need it, not every overdue one again.
    noticeAt: timestamptz('notice_at'),
    version: version(),
  },
  (t) => [
    check('cases_hazard_check', inList(t.hazard, CASE_HAZARDS)),
    check('cases_severity_check', inList(t.severity, CASE_SEVERITIES)),
    check('cases_status_check', inList(t.status, CASE_STATUSES)),
    check('cases_close_reason_check', inList(t.closeReason, CASE_CLOSE_REASONS)),
    foreignKey({ name: 'cases_home_id_fkey', columns: [t.homeId], foreignColumns: [homes.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'cases_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'cases_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('set null'),
    foreignKey({ name: 'cases_alarm_id_fkey', columns: [t.alarmId], foreignColumns: [alarms.id] }).onDelete(
      'set null',
    ),
    foreignKey({ name: 'cases_owner_id_fkey', columns: [t.ownerId], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
    foreignKey({ name: 'cases_opened_by_fkey', columns: [t.openedBy], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
    // The list's order (next deadline, nulls last, then id), alone and under each filter.
    index('cases_next_due_idx').on(t.nextDueAt, t.id),
    index('cases_status_next_due_idx').on(t.status, t.nextDueAt, t.id),
    // Every case not closed (the list's `open=true`, the deadline counts) in the list's order.
    index('cases_open_next_due_idx').on(t.nextDueAt, t.id).where(sql`${t.status} <> 'closed'`),
    index('cases_client_next_due_idx').on(t.clientId, t.nextDueAt, t.id),
    index('cases_home_next_due_idx').on(t.homeId, t.nextDueAt, t.id),
    index('cases_owner_next_due_idx').on(t.ownerId, t.nextDueAt, t.id),
    index('cases_user_idx').on(t.userId),
    index('cases_alarm_idx').on(t.alarmId),
    index('cases_notice_idx').on(t.noticeAt, t.id).where(sql`${t.noticeAt} IS NOT NULL`),
  ],
);

/**
 * The files attached to cases (photos and documents, checked by content like logos: images re-encoded, PDFs
 * kept as sent), each with the SHA-256 of the file as uploaded so that a copy handed over can be checked.
 */
export const caseAttachments = pgTable(
  'case_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id').notNull(),
    name: text('name').notNull(),
    mediaType: text('media_type', { enum: CASE_ATTACHMENT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: createdAt('uploaded_at'),
  },
  (t) => [
    check('case_attachments_media_type_check', inList(t.mediaType, CASE_ATTACHMENT_TYPES)),
    foreignKey({
      name: 'case_attachments_case_id_fkey',
      columns: [t.caseId],
      foreignColumns: [cases.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'case_attachments_uploaded_by_fkey',
      columns: [t.uploadedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('case_attachments_case_idx').on(t.caseId, t.id),
  ],
);

/** A case's timeline: its opening, every edit, note, contact attempt and status change, by whom. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id').notNull(),
    kind: text('kind', { enum: CASE_EVENT_KINDS }).notNull(),
    at: createdAt('at'),
    actorId: integer('actor_id'),
    text: text('text'),
    outcome: text('outcome', { enum: CONTACT_OUTCOMES }),
    milestone: text('milestone', { enum: CASE_MILESTONES }),
    fromStatus: text('from_status', { enum: CASE_STATUSES }),
    toStatus: text('to_status', { enum: CASE_STATUSES }),
    reason: text('reason', { enum: CASE_CLOSE_REASONS }),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>(),
    alarmId: bigint('alarm_id', { mode: 'number' }),
    /** For `attachment`: the file. */
    attachmentId: bigint('attachment_id', { mode: 'number' }),
    /** For `command`: the command sent to the case's home. */
    commandId: integer('command_id'),
    /** For `readings`: the window of readings marked as evidence (a room of the case's, or the whole home). */
    roomId: integer('room_id'),
    windowFrom: timestamptz('window_from'),
    windowTo: timestamptz('window_to'),
  },
  (t) => [
    check('case_events_kind_check', inList(t.kind, CASE_EVENT_KINDS)),
    check('case_events_window_check', sql`${t.windowFrom} IS NULL OR ${t.windowTo} > ${t.windowFrom}`),
    check('case_events_outcome_check', inList(t.outcome, CONTACT_OUTCOMES)),
    check('case_events_milestone_check', inList(t.milestone, CASE_MILESTONES)),
    foreignKey({
      name: 'case_events_case_id_fkey',
      columns: [t.caseId],
      foreignColumns: [cases.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'case_events_actor_id_fkey',
      columns: [t.actorId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'case_events_alarm_id_fkey',
      columns: [t.alarmId],
      foreignColumns: [alarms.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'case_events_attachment_id_fkey',
      columns: [t.attachmentId],
      foreignColumns: [caseAttachments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'case_events_command_id_fkey',
      columns: [t.commandId],
      foreignColumns: [commands.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'case_events_room_id_fkey',
      columns: [t.roomId],
      foreignColumns: [rooms.id],
    }).onDelete('set null'),
    index('case_events_case_idx').on(t.caseId, t.id),
  ],
);

/** Each client's case policy; a client without a row has the default (not a social landlord, no clocks). */
export const casePolicies = pgTable(
  'case_policies',
  {
    clientId: integer('client_id').primaryKey(),
    socialLandlord: boolean('social_landlord').notNull().default(false),
    openFromAlarms: boolean('open_from_alarms').notNull().default(false),
    // The client's own timings per hazard, kept while it is a social landlord (the law's apply then).
    hazards: jsonb('hazards').$type<Record<CaseHazard, CaseTimings>>().notNull(),
    updatedAt: createdAt('updated_at'),
    version: version(),
  },
  (t) => [
    foreignKey({
      name: 'case_policies_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * The deadline notices sent (case.deadline_approaching, case.deadline_missed): one per case, deadline and kind,
 * written in the transaction of its webhook event, so that no restart or second instance sends one twice.
 */
export const caseDeadlineNotices = pgTable(
  'case_deadline_notices',
  {
    caseId: integer('case_id').notNull(),
    deadline: text('deadline', { enum: CASE_DEADLINES }).notNull(),
    kind: text('kind', { enum: CASE_NOTICE_KINDS }).notNull(),
    dueAt: timestamptz('due_at').notNull(),
    sentAt: createdAt('sent_at'),
  },
  (t) => [
    primaryKey({ name: 'case_deadline_notices_pkey', columns: [t.caseId, t.deadline, t.kind] }),
    check('case_deadline_notices_deadline_check', inList(t.deadline, CASE_DEADLINES)),
    check('case_deadline_notices_kind_check', inList(t.kind, CASE_NOTICE_KINDS)),
    foreignKey({
      name: 'case_deadline_notices_case_id_fkey',
      columns: [t.caseId],
      foreignColumns: [cases.id],
    }).onDelete('cascade'),
  ],
);
