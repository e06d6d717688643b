import { z } from 'zod';
import { defineOperations } from './operation.ts';
import { idParam, ZCursorPagination, ZRecordId, ZRecordIdParam } from './pagination.ts';
import { DAY_MS } from './time.ts';
import { ZExpectedVersion, ZVersion } from './versions.ts';

// Cases: a hazard in a home that an admin works through to the end, with the clocks that the law (Awaab's Law
// for social landlords, docs/cases.md) or the client's own policy sets. Deadlines are computed by the server
// from the case's timeline; the contract holds only their shapes.

export const CASE_HAZARDS = ['damp_mould', 'excess_cold', 'emergency', 'other'] as const;
export type CaseHazard = (typeof CASE_HAZARDS)[number];

/**
 * Awaab's Law knows two kinds of hazard: significant ones (investigated within 10 working days) and emergency
 * ones (made safe within 24 hours). An emergency case runs the `emergency` hazard's clocks whatever its hazard.
 */
export const CASE_SEVERITIES = ['significant', 'emergency'] as const;
export type CaseSeverity = (typeof CASE_SEVERITIES)[number];

/** The lifecycle, in order: a case moves only forward, or straight to closed. */
export const CASE_STATUSES = ['open', 'investigating', 'works', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_CLOSE_REASONS = [
  'resolved',
  'no_access',
  'resident_declined',
  'duplicate',
  'not_a_hazard',
  'other',
] as const;
export type CaseCloseReason = (typeof CASE_CLOSE_REASONS)[number];

export const CONTACT_OUTCOMES = ['no_access', 'resident_declined', 'reached'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/** What a note may record besides its text: a step that meets a clock (docs/cases.md). */
export const CASE_MILESTONES = ['made_safe', 'summary_sent', 'further_work_begun'] as const;
export type CaseMilestone = (typeof CASE_MILESTONES)[number];

/**
 * What a case's timeline holds: its opening, edits of its fields, the events admins add (notes, contact attempts,
 * status changes, attachments, a command sent to the home, a window of readings marked as evidence), and the
 * alarms of its hazard raised in its home while it was open (`alarm`, by Radiant).
 */
export const CASE_EVENT_KINDS = [
  'opened',
  'updated',
  'note',
  'contact',
  'status',
  'alarm',
  'attachment',
  'command',
  'readings',
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];

/** How attachments are kept: photos re-encoded as JPEG (nothing else of the upload survives), PDFs as sent. */
export const CASE_ATTACHMENT_TYPES = ['image/jpeg', 'application/pdf'] as const;
export type CaseAttachmentType = (typeof CASE_ATTACHMENT_TYPES)[number];

/** The largest attachment taken, as uploaded. */
export const CASE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const CASE_DEADLINES = [
  'make_safe',
  'investigate',
  'written_summary',
  'safety_work',
  'further_work',
] as const;
export type CaseDeadlineName = (typeof CASE_DEADLINES)[number];

export const DEADLINE_STATUSES = ['due', 'due_soon', 'met', 'missed'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

/** A deadline is `due_soon` when it falls within this many working days. */
export const DUE_SOON_WORKING_DAYS = 2;

export const MAX_CASE_TEXT = 4000;

/** What the webhook stream carries of cases (docs/webhooks.md): each a delivery of its own. */
export const CASE_WEBHOOK_EVENTS = [
  'case.opened',
  'case.closed',
  'case.deadline_approaching',
  'case.deadline_missed',
] as const;
export type CaseWebhookEvent = (typeof CASE_WEBHOOK_EVENTS)[number];

/** The notices the deadline sweep sends once per deadline of a case: when it is due soon, when it is missed. */
export const CASE_NOTICE_KINDS = ['approaching', 'missed'] as const;
export type CaseNoticeKind = (typeof CASE_NOTICE_KINDS)[number];

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `One of ${values.join(', ')}.` });
const ZHazard = oneOf(CASE_HAZARDS);
const ZSeverity = oneOf(CASE_SEVERITIES);
const ZStatus = oneOf(CASE_STATUSES);
const ZCloseReason = oneOf(CASE_CLOSE_REASONS);
const ZText = z
  .string({ error: 'Text.' })
  .trim()
  .min(1, { error: 'Write something.' })
  .max(MAX_CASE_TEXT, { error: `At most ${MAX_CASE_TEXT.toLocaleString('en-GB')} characters.` });

const count = (unit: string, max: number) =>
  z
    .number({ error: `A number of ${unit}.` })
    .int({ error: `Whole ${unit}.` })
    .min(1, { error: `At least 1 of ${unit}.` })
    .max(max, { error: `At most ${max} ${unit}.` })
    .nullable();

/** A hazard's clocks; null: no such clock. Working days are England and Wales's (docs/cases.md). */
export const ZCaseTimings = z
  .strictObject({
    /** Made safe within this many hours of opening (calendar hours). */
    make_safe_hours: count('hours', 24 * 28),
    /** Investigation concluded within this many working days of opening. */
    investigate_working_days: count('working days', 260),
    /** The written summary given to the resident within this many working days of the investigation. */
    summary_working_days: count('working days', 260),
    /** Safety work done within this many working days of the investigation. */
    safety_work_working_days: count('working days', 260),
    /** Further work begun within this many weeks of the investigation. */
    further_work_weeks: count('weeks', 104),
    /**
     * Whether a contact attempt ending in `no_access` pauses the clocks running then, until the resident is
     * reached or the case moves on. Never under Awaab's Law, whose defence is the record of such attempts.
     */
    pause_on_no_access: z.boolean({ error: 'true or false.' }),
  })
  .meta({ id: 'CaseTimings' });
export type CaseTimings = z.output<typeof ZCaseTimings>;

const NO_CLOCKS: CaseTimings = {
  make_safe_hours: null,
  investigate_working_days: null,
  summary_working_days: null,
  safety_work_working_days: null,
  further_work_weeks: null,
  pause_on_no_access: false,
};
const SIGNIFICANT: CaseTimings = {
  make_safe_hours: null,
  investigate_working_days: 10,
  summary_working_days: 3,
  safety_work_working_days: 5,
  further_work_weeks: 12,
  pause_on_no_access: false,
};

/**
 * Awaab's Law's timings, which apply to every social landlord: emergency hazards made safe within 24 hours;
 * significant damp and mould (and, from the 2026 extension, excess cold) investigated within 10 working days,
 * a written summary within 3 working days of the investigation, safety work within 5, further work begun
 * within 12 weeks.
 */
export const AWAABS_LAW_TIMINGS: Record<CaseHazard, CaseTimings> = {
  emergency: { ...NO_CLOCKS, make_safe_hours: 24 },
  damp_mould: SIGNIFICANT,
  excess_cold: SIGNIFICANT,
  other: NO_CLOCKS,
};

/** A client that has set nothing: no clocks until it chooses its own. */
export const NO_CASE_TIMINGS: Record<CaseHazard, CaseTimings> = {
  emergency: NO_CLOCKS,
  damp_mould: NO_CLOCKS,
  excess_cold: NO_CLOCKS,
  other: NO_CLOCKS,
};

const ZHazardTimings = z.strictObject({
  damp_mould: ZCaseTimings,
  excess_cold: ZCaseTimings,
  emergency: ZCaseTimings,
  other: ZCaseTimings,
} satisfies Record<CaseHazard, z.ZodType>);

export const ZCasePolicy = z
  .object({
    client_id: z.number(),
    /** A social landlord runs Awaab's Law's timings, which it cannot change. */
    social_landlord: z.boolean(),
    /** Whether the damp_risk and excess_cold alarms of the client's homes open cases by themselves. */
    open_from_alarms: z.boolean(),
    /** The timings that apply: Awaab's Law's for a social landlord, the client's own otherwise. */
    hazards: ZHazardTimings,
    version: ZVersion,
  })
  .meta({ id: 'CasePolicy' });
export type CasePolicy = z.output<typeof ZCasePolicy>;

export const ZCasePolicyUpdate = z
  .strictObject({
    social_landlord: z.boolean({ error: 'true or false.' }),
    /**
     * Left out: on for a social landlord (the law expects its damp and cold alarms to become cases), as it was
     * for any other client.
     */
    open_from_alarms: z.boolean({ error: 'true or false.' }).optional(),
    /** The client's own timings; refused for a social landlord, whose are the law's. */
    hazards: ZHazardTimings.optional(),
    version: ZExpectedVersion,
  })
  .refine((policy) => !(policy.social_landlord && policy.hazards), {
    path: ['hazards'],
    error: "A social landlord follows Awaab's Law's timings; leave them out.",
  });

const ZNamed = z.object({ id: z.number(), name: z.string() });
const ZActor = ZNamed.nullable();

export const ZCaseDeadline = z
  .object({
    name: oneOf(CASE_DEADLINES),
    due_at: z.iso.datetime(),
    status: oneOf(DEADLINE_STATUSES),
    met_at: z.iso.datetime().nullable(),
    /** Since when the deadline is paused (its `due_at` moves on while it is); null when it runs. */
    paused_since: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CaseDeadline' });
export type CaseDeadline = z.output<typeof ZCaseDeadline>;

/** A list row's next deadline: the first running one of the case's page (earliest unmet, not paused). */
const ZCaseNextDeadline = z
  .object({
    name: oneOf(CASE_DEADLINES),
    due_at: z.iso.datetime(),
    status: oneOf(DEADLINE_STATUSES),
  })
  .meta({ id: 'CaseNextDeadline' });

export const ZCase = z
  .object({
    id: z.number(),
    hazard: ZHazard,
    severity: ZSeverity,
    status: ZStatus,
    close_reason: ZCloseReason.nullable(),
    home: ZNamed,
    rooms: z.array(ZNamed),
    resident: ZNamed,
    /** The resident's commercial client, whose policy sets the clocks. */
    client: ZNamed.nullable(),
    alarm_id: z.number().nullable(),
    owner: ZActor,
    description: z.string().nullable(),
    opened_at: z.iso.datetime(),
    opened_by: ZActor,
    closed_at: z.iso.datetime().nullable(),
    /** The earliest deadline not yet met (past ones included); null when none runs. */
    next_due_at: z.iso.datetime().nullable(),
    version: ZVersion,
  })
  .meta({ id: 'Case' });
export type Case = z.output<typeof ZCase>;

export const ZCaseAttachment = z
  .object({
    id: z.number(),
    name: z.string(),
    media_type: z.enum(CASE_ATTACHMENT_TYPES),
    size_bytes: z.number(),
    /** The SHA-256 of the file as uploaded (hex), so that a copy handed over can be checked. */
    sha256: z.string(),
  })
  .meta({ id: 'CaseAttachment' });
export type CaseAttachment = z.output<typeof ZCaseAttachment>;

export const ZCaseEvent = z
  .object({
    id: z.number(),
    kind: oneOf(CASE_EVENT_KINDS),
    at: z.iso.datetime(),
    actor: ZActor,
    text: z.string().nullable(),
    outcome: oneOf(CONTACT_OUTCOMES).nullable(),
    milestone: oneOf(CASE_MILESTONES).nullable(),
    from_status: ZStatus.nullable(),
    to_status: ZStatus.nullable(),
    reason: ZCloseReason.nullable(),
    /** For `alarm`, and `opened` from an alarm: the alarm. */
    alarm_id: z.number().nullable(),
    /** For `updated`: the fields changed, as they were and became. */
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
    /** For `attachment`: the file, downloaded from `GET /v1/cases/{id}/attachments/{attachment id}`. */
    attachment: ZCaseAttachment.nullable(),
    /** For `command`: the command sent to the case's home. */
    command_id: z.number().nullable(),
    /** For `readings`: the window of readings marked as evidence, of a room (or the whole home: null). */
    readings: z.object({ room: ZNamed.nullable(), from: z.iso.datetime(), to: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'CaseEvent' });
export type CaseEvent = z.output<typeof ZCaseEvent>;

export const ZCaseWithTimeline = ZCase.extend({
  timeline: z.array(ZCaseEvent),
  deadlines: z.array(ZCaseDeadline),
}).meta({ id: 'CaseWithTimeline' });

const optionalId = (name: string) => idParam(`Use the id of a ${name}: a whole number in digits.`).optional();
const ZRoomIds = z
  .array(ZRecordId, { error: 'A list of room ids.' })
  .max(50, { error: 'At most 50 rooms.' })
  .transform((ids) => [...new Set(ids)]);

export const ZCaseListQuery = z.object({
  status: ZStatus.optional(),
  /** `true`: every case not closed (open, investigating or works), the console's default list. */
  open: z.enum(['true', 'false'], { error: 'true or false.' }).optional(),
  hazard: ZHazard.optional(),
  client: optionalId('commercial client'),
  home: optionalId('home'),
  owner: optionalId('admin'),
  /** `overdue`: a deadline has passed unmet; `this_week`: the next one falls within 7 days from now. */
  due: z.enum(['overdue', 'this_week'], { error: 'overdue or this_week.' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** The `next` of the page before. */
  after: z
    .string()
    .regex(/^(-|[0-9]{1,15})\.[0-9]{1,15}$/, { error: 'Use the `next` of the page before.' })
    .optional(),
});

export const ZCaseCreate = z.strictObject({
  home_id: ZRecordId,
  room_ids: ZRoomIds.optional(),
  hazard: ZHazard,
  /** Emergency for the `emergency` hazard, significant otherwise, unless told. */
  severity: ZSeverity.optional(),
  owner_id: ZRecordId.nullable().optional(),
  alarm_id: ZRecordId.optional(),
  description: ZText.optional(),
});

export const ZCaseUpdate = z.strictObject({
  owner_id: ZRecordId.nullable().optional(),
  severity: ZSeverity.optional(),
  room_ids: ZRoomIds.optional(),
  version: ZExpectedVersion,
});

/** A readings window marked on a case spans at most this many days (a room's damp series does too). */
export const MAX_READINGS_WINDOW_DAYS = 92;

const ZInstant = z.iso.datetime({ offset: true, error: 'An ISO 8601 instant, e.g. 2026-11-24T07:05:00Z.' });

const ZFileName = z
  .string({ error: "The file's name." })
  .trim()
  .min(1, { error: "Give the file's name." })
  .max(200, { error: 'At most 200 characters.' });

/** Base64 of at most CASE_ATTACHMENT_MAX_BYTES bytes (4 characters for every 3 bytes). */
const ZBase64File = z
  .string({ error: 'The file, base64-encoded.' })
  .min(1, { error: 'The file is empty.' })
  .max(Math.ceil(CASE_ATTACHMENT_MAX_BYTES / 3) * 4, {
    error: `At most ${CASE_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
  })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'Base64 (A–Z, a–z, 0–9, + and /).' });

export const ZCaseEventCreate = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('note'), text: ZText, milestone: oneOf(CASE_MILESTONES).optional() }),
    z.strictObject({
      kind: z.literal('contact'),
      outcome: oneOf(CONTACT_OUTCOMES),
      text: ZText.optional(),
    }),
    z.strictObject({
      kind: z.literal('attachment'),
      /** The file's name as the admin knows it (a photo's, a survey's). */
      name: ZFileName,
      /** The file, base64-encoded: a PNG, JPEG or WebP photo, or a PDF, of at most 10 MB. */
      content_base64: ZBase64File,
      text: ZText.optional(),
    }),
    z.strictObject({ kind: z.literal('command'), command_id: ZRecordId, text: ZText.optional() }),
    z
      .strictObject({
        kind: z.literal('readings'),
        /** A room of the case's home; none: the whole home. */
        room_id: ZRecordId.optional(),
        from: ZInstant,
        to: ZInstant,
        text: ZText.optional(),
      })
      .refine((event) => Date.parse(event.to) > Date.parse(event.from), {
        path: ['to'],
        error: 'The window ends after it starts.',
      })
      .refine((event) => Date.parse(event.to) - Date.parse(event.from) <= MAX_READINGS_WINDOW_DAYS * DAY_MS, {
        path: ['to'],
        error: `A window of at most ${MAX_READINGS_WINDOW_DAYS} days.`,
      }),
    z
      .strictObject({
        kind: z.literal('status'),
        to: ZStatus,
        reason: ZCloseReason.optional(),
        text: ZText.optional(),
      })
      .refine((event) => event.to !== 'closed' || event.reason !== undefined, {
        path: ['reason'],
        error: 'Say why the case is closed.',
      })
      .refine((event) => event.to === 'closed' || event.reason === undefined, {
        path: ['reason'],
        error: 'Only a closed case has a reason.',
      }),
  ],
  { error: 'kind: note, contact, status, attachment, command or readings.' },
);

export type CaseEventCreate = z.input<typeof ZCaseEventCreate>;

/** A list row: the case with its next deadline as the case's page computes it. */
const ZCaseListItem = ZCase.extend({ next_deadline: ZCaseNextDeadline.nullable() }).meta({
  id: 'CaseListItem',
});
export type CaseListItem = z.output<typeof ZCaseListItem>;

const ZCaseDeadlineCountsQuery = z.object({ client: optionalId('commercial client') });

/** The open cases whose next deadline has passed, and those whose next one falls within 7 days from now. */
const ZCaseDeadlineCounts = z
  .object({ overdue: z.number(), this_week: z.number() })
  .meta({ id: 'CaseDeadlineCounts' });

const ZCaseAnswer = z.object({ case: ZCaseWithTimeline });
const ZCaseId = z.object({ id: ZRecordIdParam });

export const caseOperations = defineOperations('case', 'Cases', {
  list: {
    method: 'GET',
    path: '/v1/cases',
    summary: 'Cases by their next deadline, overdue first, paged by keyset (`after`)',
    access: 'admin',
    query: ZCaseListQuery,
    data: z.object({ cases: z.array(ZCaseListItem), pagination: ZCursorPagination }),
  },
  deadlines: {
    method: 'GET',
    path: '/v1/cases/deadlines',
    summary: 'How many open cases are overdue and due within 7 days (the `due` filters of the list, counted)',
    access: 'admin',
    query: ZCaseDeadlineCountsQuery,
    data: z.object({ deadlines: ZCaseDeadlineCounts }),
  },
  owners: {
    method: 'GET',
    path: '/v1/cases/owners',
    summary: 'Who may own a case: the active admins and owners, by name (the team list itself is for owners)',
    access: 'admin',
    data: z.object({ owners: z.array(ZNamed) }),
  },
  create: {
    method: 'POST',
    path: '/v1/cases',
    summary: "Open a case on a home; its clocks start from the client's policy",
    access: 'admin',
    body: ZCaseCreate,
    data: ZCaseAnswer,
    errors: [404],
  },
  get: {
    method: 'GET',
    path: '/v1/cases/:id',
    summary: 'A case with its timeline and deadlines',
    access: 'admin',
    params: ZCaseId,
    data: ZCaseAnswer,
    errors: [404],
  },
  update: {
    method: 'PUT',
    path: '/v1/cases/:id',
    summary: "Change a case's owner, severity or rooms",
    access: 'admin',
    params: ZCaseId,
    body: ZCaseUpdate,
    data: ZCaseAnswer,
    errors: [404, 409],
  },
  addEvent: {
    method: 'POST',
    path: '/v1/cases/:id/events',
    summary:
      'Add a note, a contact attempt, a status change, an attachment (base64), a command sent or a window of readings to a case',
    access: 'admin',
    params: ZCaseId,
    body: ZCaseEventCreate,
    // An attachment's 10 MB as base64, and the rest of the JSON.
    maxBodyBytes: Math.ceil(CASE_ATTACHMENT_MAX_BYTES / 3) * 4 + 64 * 1024,
    data: ZCaseAnswer,
    errors: [404, 415],
  },
});

/**
 * A case's attachment, as stored: the photo re-encoded, the PDF as sent. Downloaded (never shown inline), so that
 * no file runs in the console's origin.
 */
export const caseAttachmentOperations = defineOperations('caseAttachment', 'Cases', {
  get: {
    method: 'GET',
    path: '/v1/cases/:id/attachments/:attachment',
    summary: "A case's attachment, as a download",
    access: 'admin',
    params: z.object({ id: ZRecordIdParam, attachment: ZRecordIdParam }),
    mediaType: 'application/octet-stream',
    errors: [404],
  },
});

export const casePolicyOperations = defineOperations('casePolicy', 'Cases', {
  get: {
    method: 'GET',
    path: '/v2/admin/commercial_clients/:id/case-policy',
    summary: "A commercial client's case policy: social landlord or not, and each hazard's clocks",
    access: 'admin',
    params: ZCaseId,
    data: z.object({ policy: ZCasePolicy }),
    errors: [404],
  },
  update: {
    method: 'PUT',
    path: '/v2/admin/commercial_clients/:id/case-policy',
    summary: "Set a commercial client's case policy; it applies to cases opened from then on",
    access: 'owner',
    params: ZCaseId,
    body: ZCasePolicyUpdate,
    data: z.object({ policy: ZCasePolicy }),
    errors: [404, 409],
  },
});
