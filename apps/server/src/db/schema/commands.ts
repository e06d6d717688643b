import { COMMAND_STATUSES, HEATING_MODES } from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, inList, instant } from './columns.ts';

// Commands: changes admins send to radiators, each radiator's part of them, and each radiator's desired and
// reported state.
//
// Remote control. An admin's command names radiators (directly or by room, home, user or client) and a change;
// each radiator gets a row of its own that its gateway fetches (HTTP or MQTT) and confirms. A radiator's
// desired and reported state sit in radiator_controls.

/** That a radiator's change is still open (its gateway has not settled it), of its status column. */
export const openChangeOf = (status: AnyPgColumn | SQL) => sql`${status} IN ('pending', 'delivered')`;

/** A change sent to radiators by an admin, with what it was estimated to do to a week's heating. */
export const commands = pgTable(
  'commands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    /** The target as the admin gave it (the ids it named). */
    target: jsonb('target').notNull(),
    mode: text('mode', { enum: HEATING_MODES }).notNull(),
    setpointC: real('setpoint_c'),
    until: timestamp('until', { withTimezone: true, mode: 'date' }),
    expiresAt: instant('expires_at'),
    radiators: integer('radiators').notNull(),
    homes: integer('homes').notNull(),
    estimate: jsonb('estimate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('commands_mode_check', inList(t.mode, HEATING_MODES)),
    foreignKey({ name: 'commands_actor_id_fkey', columns: [t.actorId], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
  ],
);

/**
 * One radiator's part of a command: the change its gateway fetches by this row's id, and how far it got. Open
 * (pending or delivered) until the gateway confirms it, a newer command supersedes it or it expires.
 *
 * No foreign key: checking one row by row cost 0.2 to 0.46 s of a command to 55,000 radiators. The command's
 * rows are written in the command's own transaction and commands are never deleted, and the home is the
 * radiator's. The command holds its radiators (FOR KEY SHARE) until it commits, and a trigger on radiators
 * deletes the rows of those deleted (migration 0034), as the radiator's key did.
 */
export const commandRadiators = pgTable(
  'command_radiators',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commandId: integer('command_id').notNull(),
    radiatorId: integer('radiator_id').notNull(),
    homeId: integer('home_id').notNull(),
    status: text('status', { enum: COMMAND_STATUSES }).notNull().default('pending'),
    /** The gateway's reason for a rejection. */
    reason: text('reason'),
    /** The command's, here so that a gateway's fetch and the expiry read no join. */
    expiresAt: instant('expires_at'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [
    check('command_radiators_status_check', inList(t.status, COMMAND_STATUSES)),
    index('command_radiators_command_idx').on(t.commandId, t.status),
    // A gateway's open changes, oldest first; a newer command's supersession; the expiry.
    index('command_radiators_home_open_idx').on(t.homeId, t.id).where(openChangeOf(t.status)),
    // A radiator's changes: its open ones (supersession, waiting) and its part of a given command.
    index('command_radiators_radiator_idx').on(t.radiatorId, t.commandId),
    index('command_radiators_expiry_idx').on(t.expiresAt).where(openChangeOf(t.status)),
  ],
);

/**
 * What an admin last asked of a radiator (desired, by which command: never deleted, so not checked row by row)
 * and what its gateway last confirmed (reported), with when. No foreign key to the radiator either, for the same
 * reason as command_radiators: the same trigger deletes a deleted radiator's row.
 */
export const radiatorControls = pgTable('radiator_controls', {
  radiatorId: integer('radiator_id').primaryKey(),
  desiredMode: text('desired_mode', { enum: HEATING_MODES }),
  desiredSetpointC: real('desired_setpoint_c'),
  desiredUntil: timestamp('desired_until', { withTimezone: true, mode: 'date' }),
  desiredAt: timestamp('desired_at', { withTimezone: true, mode: 'date' }),
  desiredCommandId: integer('desired_command_id'),
  reportedMode: text('reported_mode', { enum: HEATING_MODES }),
  reportedSetpointC: real('reported_setpoint_c'),
  reportedUntil: timestamp('reported_until', { withTimezone: true, mode: 'date' }),
  reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
});
