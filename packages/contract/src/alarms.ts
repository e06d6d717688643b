import { z } from 'zod';
import { defineOperations } from './operation.ts';
import {
  idParam,
  ZCursorPagination,
  ZCursorParam,
  ZRecordId,
  ZRecordIdParam,
  ZSearch,
} from './pagination.ts';

/** The ready-made heating rules, each raising at most one alarm per radiator while its condition lasts. */
export const ALARM_RULES = [
  'radiator_offline',
  'frost_risk',
  'cold_home',
  'not_reaching_setpoint',
  'window_open',
  'overheating',
  'damp_risk',
  'excess_cold',
] as const;
export type AlarmRule = (typeof ALARM_RULES)[number];

/** The rules decided by days of readings (docs/damp-and-cold.md), swept every few minutes. */
export const DAMP_ALARM_RULES = ['damp_risk', 'excess_cold'] as const satisfies readonly AlarmRule[];
export type DampAlarmRule = (typeof DAMP_ALARM_RULES)[number];

/**
 * The bands a damp or cold rule may be set to raise at, by level: 1 moderate, 2 high, 3 severe (the
 * contract's damp model, docs/damp-and-cold.md).
 */
export const RISK_BAND_LEVELS = ['moderate', 'high', 'severe'] as const;

/** Severities, the most severe first. */
export const ALARM_SEVERITIES = ['critical', 'major', 'minor', 'warning'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

export const ALARM_STATUSES = ['active', 'acknowledged', 'cleared'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/** What happens to an alarm: each is kept in its history, announced live and sent to webhooks that want it. */
export const ALARM_EVENTS = ['raised', 'acknowledged', 'cleared'] as const;
export type AlarmEvent = (typeof ALARM_EVENTS)[number];

/** A radiator heats "at full output" at this valve opening or more (the not-reaching-setpoint rule). */
export const FULL_OUTPUT_PCT = 95;

const minutes = (max: number) =>
  z
    .number({ error: 'A number of minutes.' })
    .int({ error: 'Whole minutes.' })
    .min(1, { error: 'At least 1 minute.' })
    .max(max, { error: `At most ${max} minutes.` });
const degrees = (min: number, max: number) =>
  z
    .number({ error: 'A temperature in °C.' })
    .min(min, { error: `At least ${min} °C.` })
    .max(max, { error: `At most ${max} °C.` });

/** A band's level: 1 moderate, 2 high, 3 severe (RISK_BAND_LEVELS). */
const bandLevel = z
  .number({ error: 'A band: 1 moderate, 2 high or 3 severe.' })
  .int({ error: 'A band: 1 moderate, 2 high or 3 severe.' })
  .min(1, { error: 'A band: 1 moderate, 2 high or 3 severe.' })
  .max(3, { error: 'A band: 1 moderate, 2 high or 3 severe.' });

/**
 * Each rule's thresholds: what its condition compares readings with, and how long it must last; for the damp
 * and cold rules, the band (over the last 7 days) at which they raise.
 */
export const ZAlarmThresholds = {
  radiator_offline: z.strictObject({
    minutes: minutes(7 * 24 * 60).min(5, { error: 'At least 5 minutes.' }),
  }),
  frost_risk: z.strictObject({ below_c: degrees(-10, 15), minutes: minutes(24 * 60) }),
  cold_home: z.strictObject({ below_setpoint_c: degrees(0.5, 15), minutes: minutes(24 * 60) }),
  not_reaching_setpoint: z.strictObject({ min_rise_c: degrees(0.1, 10), minutes: minutes(24 * 60) }),
  window_open: z.strictObject({ minutes: minutes(24 * 60) }),
  overheating: z.strictObject({ above_c: degrees(18, 45), minutes: minutes(24 * 60) }),
  damp_risk: z.strictObject({ band: bandLevel }),
  excess_cold: z.strictObject({ band: bandLevel }),
} satisfies Record<AlarmRule, z.ZodObject>;
export type AlarmThresholds = { [R in AlarmRule]: z.output<(typeof ZAlarmThresholds)[R]> };

export interface AlarmRuleSetting<R extends AlarmRule = AlarmRule> {
  enabled: boolean;
  severity: AlarmSeverity;
  thresholds: AlarmThresholds[R];
}

/** The rules as Radiant ships them; an admin changes them for the fleet and may override them per client. */
export const ALARM_RULE_DEFAULTS: { [R in AlarmRule]: AlarmRuleSetting<R> } = {
  radiator_offline: { enabled: true, severity: 'major', thresholds: { minutes: 60 } },
  frost_risk: { enabled: true, severity: 'critical', thresholds: { below_c: 7, minutes: 30 } },
  cold_home: { enabled: true, severity: 'major', thresholds: { below_setpoint_c: 2, minutes: 180 } },
  not_reaching_setpoint: { enabled: true, severity: 'minor', thresholds: { min_rise_c: 0.5, minutes: 120 } },
  window_open: { enabled: true, severity: 'warning', thresholds: { minutes: 60 } },
  overheating: { enabled: true, severity: 'minor', thresholds: { above_c: 26, minutes: 60 } },
  damp_risk: { enabled: true, severity: 'major', thresholds: { band: 2 } },
  excess_cold: { enabled: true, severity: 'major', thresholds: { band: 2 } },
};

const ZRule = z.enum(ALARM_RULES, { error: `One of ${ALARM_RULES.join(', ')}.` });
const ZSeverity = z.enum(ALARM_SEVERITIES, { error: `One of ${ALARM_SEVERITIES.join(', ')}.` });
const ZAlarmStatus = z.enum(ALARM_STATUSES, { error: `One of ${ALARM_STATUSES.join(', ')}.` });

/** Who did something: an admin, or nobody (Radiant itself) as null. */
const ZActor = z.object({ id: z.number(), name: z.string() }).nullable();
const ZNamed = z.object({ id: z.number(), name: z.string() });

/** One step of an alarm's life. */
export const ZAlarmHistoryEntry = z.object({
  event: z.enum(ALARM_EVENTS),
  at: z.iso.datetime(),
  actor: ZActor,
  note: z.string().nullable(),
});

/** What the readings showed when the alarm was raised: the last reading that met the rule. */
export const ZAlarmDetails = z.object({
  room_c: z.number().nullable(),
  setpoint_c: z.number().nullable(),
  /** Since when the condition held (for offline: the last reading). */
  since: z.iso.datetime(),
});

export const ZAlarm = z
  .object({
    id: z.number(),
    rule: ZRule,
    severity: ZSeverity,
    status: ZAlarmStatus,
    radiator_id: z.number(),
    room: ZNamed,
    home: ZNamed,
    resident: ZNamed.extend({ email: z.string() }),
    /** The resident's commercial client (landlord, installer), if any. */
    client: ZNamed.nullable(),
    details: ZAlarmDetails,
    raised_at: z.iso.datetime(),
    acknowledged_at: z.iso.datetime().nullable(),
    acknowledged_by: ZActor,
    cleared_at: z.iso.datetime().nullable(),
    /** Null when the alarm cleared by itself (the condition ended) or has not cleared. */
    cleared_by: ZActor,
  })
  .meta({ id: 'Alarm' });
export type Alarm = z.output<typeof ZAlarm>;

export const ZAlarmWithHistory = ZAlarm.extend({ history: z.array(ZAlarmHistoryEntry) }).meta({
  id: 'AlarmWithHistory',
});
export type AlarmWithHistory = z.output<typeof ZAlarmWithHistory>;

/** Open alarms (active or acknowledged) by severity and status: the header's count. */
const ZBySeverity = z.object({
  critical: z.number(),
  major: z.number(),
  minor: z.number(),
  warning: z.number(),
});
export const ZAlarmCounts = z
  .object({ active: ZBySeverity, acknowledged: ZBySeverity } satisfies Record<
    Exclude<AlarmStatus, 'cleared'>,
    z.ZodType
  >)
  .meta({ id: 'AlarmCounts' });
export type AlarmCounts = z.output<typeof ZAlarmCounts>;

const ZInstantFilter = z.iso.datetime({
  offset: true,
  error: 'Use an ISO 8601 instant, e.g. 2026-11-24T07:05:00Z.',
});
const optionalId = (name: string) => idParam(`Use the id of a ${name}: a whole number in digits.`).optional();

/** `a,b` or repeated: a filter taking several values. */
const several = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(item).max(10),
  );

export const ZAlarmListQuery = z
  .object({
    status: several(ZAlarmStatus).optional(),
    severity: several(ZSeverity).optional(),
    rule: several(ZRule).optional(),
    client: optionalId('commercial client'),
    user: optionalId('residential user'),
    home: optionalId('home'),
    room: optionalId('room'),
    radiator: optionalId('radiator'),
    /** Raised at or after / before this instant. */
    from: ZInstantFilter.optional(),
    to: ZInstantFilter.optional(),
    /** Resident's name or email, home or room name. */
    search: ZSearch.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    /** The `next` of the page before. */
    after: ZCursorParam.optional(),
  })
  .refine((query) => !(query.from && query.to) || query.from <= query.to, {
    path: ['to'],
    error: 'The end of the range must not be before its start.',
  });
export type AlarmListQuery = z.input<typeof ZAlarmListQuery>;

const ZNote = z.object({
  note: z.string().trim().max(1000, { error: 'At most 1,000 characters.' }).optional(),
});

export const ZAlarmBulk = z.object({
  action: z.enum(['acknowledge', 'clear'], { error: 'acknowledge or clear.' }),
  ids: z
    .array(ZRecordId, { error: 'A list of alarm ids.' })
    .min(1, { error: 'Choose at least one alarm.' })
    .max(500, { error: 'At most 500 alarms at once.' }),
  note: ZNote.shape.note,
});

/** A rule as it applies to the fleet or to one client, and where its values come from. */
export const ZAlarmRuleSetting = z
  .object({
    rule: ZRule,
    enabled: z.boolean(),
    severity: ZSeverity,
    thresholds: z.record(z.string(), z.number()),
    /** `default`: as Radiant ships it; `fleet`: set for every home; `client`: this client's own. */
    source: z.enum(['default', 'fleet', 'client']),
    client_id: z.number().nullable(),
  })
  .meta({ id: 'AlarmRuleSetting' });
export type AlarmRuleSettingRecord = z.output<typeof ZAlarmRuleSetting>;

export const ZAlarmRuleUpdate = z
  .object({
    enabled: z.boolean({ error: 'true or false.' }),
    severity: ZSeverity,
    thresholds: z.record(z.string(), z.unknown(), { error: 'The rule’s thresholds, as an object.' }),
  })
  .strict();

const ZClientScope = z.object({ clientId: optionalId('commercial client') });
const ZAlarmAnswer = z.object({ alarm: ZAlarmWithHistory });

export const alarmOperations = defineOperations('alarm', 'Alarms', {
  list: {
    method: 'GET',
    path: '/v1/alarms',
    summary: 'Alarms, newest first, paged by keyset (`after`), with the open counts',
    access: 'admin',
    query: ZAlarmListQuery,
    data: z.object({ alarms: z.array(ZAlarm), pagination: ZCursorPagination, counts: ZAlarmCounts }),
  },
  live: {
    method: 'GET',
    path: '/v1/alarms/live',
    summary:
      'Alarms as server-sent events: `counts` at once and whenever they change, and `raised`, `acknowledged` and `cleared` as they happen',
    access: 'admin',
    events: { counts: ZAlarmCounts, raised: ZAlarm, acknowledged: ZAlarm, cleared: ZAlarm },
  },
  get: {
    method: 'GET',
    path: '/v1/alarms/:id',
    summary: 'An alarm with its history, radiator, room, home and resident',
    access: 'admin',
    params: z.object({ id: ZRecordIdParam }),
    data: ZAlarmAnswer,
    errors: [404],
  },
  acknowledge: {
    method: 'POST',
    path: '/v1/alarms/:id/acknowledge',
    summary: 'Acknowledge an active alarm, with an optional note',
    access: 'admin',
    params: z.object({ id: ZRecordIdParam }),
    body: ZNote,
    data: ZAlarmAnswer,
    errors: [404, 409],
  },
  clear: {
    method: 'POST',
    path: '/v1/alarms/:id/clear',
    summary: 'Clear an alarm that is still open, with an optional note',
    access: 'admin',
    params: z.object({ id: ZRecordIdParam }),
    body: ZNote,
    data: ZAlarmAnswer,
    errors: [404, 409],
  },
  bulk: {
    method: 'POST',
    path: '/v1/alarms/bulk',
    summary: 'Acknowledge or clear several alarms: all of them, or none when one cannot be',
    access: 'admin',
    body: ZAlarmBulk,
    data: z.object({ alarms: z.array(ZAlarm) }),
    errors: [404, 409],
  },
});

export const alarmRuleOperations = defineOperations('alarmRule', 'Alarms', {
  list: {
    method: 'GET',
    path: '/v1/alarm-rules',
    summary: 'The heating rules as they apply to the fleet, or to one client with `clientId`',
    access: 'owner',
    query: ZClientScope,
    data: z.object({ rules: z.array(ZAlarmRuleSetting) }),
    errors: [404],
  },
  update: {
    method: 'PUT',
    path: '/v1/alarm-rules/:rule',
    summary:
      'Turn a rule on or off, set its severity and thresholds for the fleet, or for one client with `clientId`',
    access: 'owner',
    params: z.object({ rule: ZRule }),
    query: ZClientScope,
    body: ZAlarmRuleUpdate,
    data: z.object({ rule: ZAlarmRuleSetting }),
    errors: [404],
  },
  reset: {
    method: 'DELETE',
    path: '/v1/alarm-rules/:rule',
    summary:
      "Undo a client's override of a rule (with `clientId`), or the fleet's change back to Radiant's default",
    access: 'owner',
    params: z.object({ rule: ZRule }),
    query: ZClientScope,
    data: z.object({ rule: ZAlarmRuleSetting }),
    errors: [404],
  },
});
