import { ALARM_EVENTS, ALARM_RULES, ALARM_SEVERITIES, ALARM_STATUSES } from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, inList, instant } from './columns.ts';
import { commercialClients, radiatorOwned } from './customers.ts';

// Alarms: the alarms raised on radiators, every step of their lives, the conditions being followed, and the
// rules' settings for the fleet or a client. Where alarm events are posted is in webhooks.ts.
//
// Alarms (contract: alarms.ts). A rule's condition is followed per radiator in alarm_conditions as readings
// arrive (and by the silence sweep for radiator_offline); an alarm is raised once per (rule, radiator) while
// its condition lasts: the partial unique index makes a second open one impossible, whichever instance tries.

/** That an alarm is still open (active or acknowledged), of its status column. */
const openAlarmOf = (status: AnyPgColumn | SQL) => sql`${status} <> 'cleared'`;
/** The same in a statement on alarms: what the open alarms' indexes are made for. */
export const OPEN_ALARM = openAlarmOf(sql.raw('status'));

export const alarms = pgTable(
  'alarms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rule: text('rule', { enum: ALARM_RULES }).notNull(),
    severity: text('severity', { enum: ALARM_SEVERITIES }).notNull(),
    status: text('status', { enum: ALARM_STATUSES }).notNull().default('active'),
    radiatorId: integer('radiator_id').notNull(),
    // Where the radiator was when the alarm was raised, for filters that read no join.
    roomId: integer('room_id').notNull(),
    homeId: integer('home_id').notNull(),
    userId: integer('user_id').notNull(),
    clientId: integer('client_id'),
    // The last reading that met the rule (none for a silent radiator), and since when the condition held.
    roomC: real('room_c'),
    setpointC: real('setpoint_c'),
    since: instant('since'),
    raisedAt: createdAt('raised_at'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    acknowledgedBy: integer('acknowledged_by'),
    clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date' }),
    // Null when the condition ended by itself.
    clearedBy: integer('cleared_by'),
    /** What a search matches: the resident's name and email, the home's and the room's names. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    check('alarms_rule_check', inList(t.rule, ALARM_RULES)),
    check('alarms_severity_check', inList(t.severity, ALARM_SEVERITIES)),
    check('alarms_status_check', inList(t.status, ALARM_STATUSES)),
    radiatorOwned('alarms', t.radiatorId),
    foreignKey({
      name: 'alarms_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('set null'),
    foreignKey({
      name: 'alarms_acknowledged_by_fkey',
      columns: [t.acknowledgedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'alarms_cleared_by_fkey',
      columns: [t.clearedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    uniqueIndex('alarms_open_key').on(t.rule, t.radiatorId).where(openAlarmOf(t.status)),
    index('alarms_status_idx').on(t.status, t.id),
    // The open alarms newest first (the console's default list), however many have cleared.
    index('alarms_open_idx').on(t.id).where(openAlarmOf(t.status)),
    index('alarms_radiator_idx').on(t.radiatorId, t.id),
    index('alarms_room_idx').on(t.roomId, t.id),
    index('alarms_home_idx').on(t.homeId, t.id),
    index('alarms_user_idx').on(t.userId, t.id),
    index('alarms_client_idx').on(t.clientId, t.id),
    index('alarms_raised_at_idx').on(t.raisedAt),
    index('alarms_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Every step of an alarm's life: raised, acknowledged, cleared, by whom (none: Radiant) and with what note. */
export const alarmHistory = pgTable(
  'alarm_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    alarmId: bigint('alarm_id', { mode: 'number' }).notNull(),
    event: text('event', { enum: ALARM_EVENTS }).notNull(),
    at: createdAt('at'),
    actorId: integer('actor_id'),
    note: text('note'),
  },
  (t) => [
    foreignKey({
      name: 'alarm_history_alarm_id_fkey',
      columns: [t.alarmId],
      foreignColumns: [alarms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'alarm_history_actor_id_fkey',
      columns: [t.actorId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('alarm_history_alarm_idx').on(t.alarmId, t.id),
  ],
);

/**
 * A rule's condition holding on a radiator: since when, whether it has raised its alarm yet, and (for
 * not_reaching_setpoint) the room's temperature when full output began. Gone once the condition ends.
 */
export const alarmConditions = pgTable(
  'alarm_conditions',
  {
    radiatorId: integer('radiator_id').notNull(),
    rule: text('rule', { enum: ALARM_RULES }).notNull(),
    since: instant('since'),
    raised: boolean('raised').notNull().default(false),
    baselineC: real('baseline_c'),
  },
  (t) => [
    primaryKey({ name: 'alarm_conditions_pkey', columns: [t.radiatorId, t.rule] }),
    radiatorOwned('alarm_conditions', t.radiatorId),
  ],
);

/** A rule as set for the fleet (no client) or for one commercial client's homes; unset rules keep the defaults. */
export const alarmRuleSettings = pgTable(
  'alarm_rule_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rule: text('rule', { enum: ALARM_RULES }).notNull(),
    clientId: integer('client_id'),
    enabled: boolean('enabled').notNull(),
    severity: text('severity', { enum: ALARM_SEVERITIES }).notNull(),
    thresholds: jsonb('thresholds').notNull(),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [
    check('alarm_rule_settings_severity_check', inList(t.severity, ALARM_SEVERITIES)),
    foreignKey({
      name: 'alarm_rule_settings_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('cascade'),
    uniqueIndex('alarm_rule_settings_scope_key').on(t.rule, sql`coalesce(${t.clientId}, 0)`),
  ],
);
