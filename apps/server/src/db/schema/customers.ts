import { ROOM_TYPES } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgTableExtraConfigValue,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { radiatorModels } from './catalogue.ts';
import { createdAt, numericNumber, version } from './columns.ts';
import { locations } from './telemetry.ts';

// Customers and their buildings: commercial clients (the business behind a level-5001 account, with its brand
// colours and home fee), and residential users' homes with their rooms and radiators. The accounts themselves
// (users) are in accounts.ts, radiator models in catalogue.ts. radiatorOwned, the foreign key of every row that
// belongs to a radiator (telemetry, alarms, commands), is here beside radiators.

/** The business behind a level-5001 account and the eight colours of its white-labelled app. */
export const commercialClients = pgTable(
  'commercial_clients',
  {
    userId: integer('user_id').primaryKey(),
    businessName: text('business_name').notNull(),
    sameAddress: boolean('same_address').notNull().default(false),
    businessAddressLine1: text('business_address_line1').notNull().default(''),
    businessAddressLine2: text('business_address_line2').notNull().default(''),
    businessTown: text('business_town').notNull().default(''),
    businessCity: text('business_city').notNull().default(''),
    businessPostCode: text('business_post_code').notNull().default(''),
    primaryColor: text('primary_color').notNull(),
    primaryDarkColor: text('primary_dark_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    accentColor: text('accent_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    titleTextColor: text('title_text_color').notNull(),
    headerTextColor: text('header_text_color').notNull(),
    buttonTextColor: text('button_text_color').notNull(),
    // The billing model: the client pays this much per month for each home of its residential users.
    homeFeeGbp: numericNumber('home_fee_gbp', 6, 2).notNull().default(3),
    version: version(),
  },
  (t): PgTableExtraConfigValue[] => [
    foreignKey({
      name: 'commercial_clients_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    check(
      'commercial_clients_colors_check',
      sql`${sql.join(
        [
          t.primaryColor,
          t.primaryDarkColor,
          t.secondaryColor,
          t.accentColor,
          t.backgroundColor,
          t.titleTextColor,
          t.headerTextColor,
          t.buttonTextColor,
        ].map((column) => sql`${column} ~ '^#[0-9a-f]{6}$'`),
        sql` AND `,
      )}`,
    ),
    check('commercial_clients_home_fee_gbp_check', sql`${t.homeFeeGbp} >= 0`),
    index('commercial_clients_business_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
  ],
);

export const homes = pgTable(
  'homes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    // Where its outdoor temperature comes from; none for a home whose gateway has not said.
    locationId: integer('location_id'),
    floorAreaM2: numericNumber('floor_area_m2', 7, 1),
    // Its walls' temperature factor (f_Rsi, BS EN ISO 13788) where a survey found cold bridges; none: the
    // damp model's default.
    temperatureFactor: real('temperature_factor'),
    createdAt: createdAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    foreignKey({ name: 'homes_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'homes_location_id_fkey',
      columns: [t.locationId],
      foreignColumns: [locations.id],
    }).onDelete('set null'),
    check('homes_floor_area_m2_check', sql`${t.floorAreaM2} > 0`),
    check('homes_temperature_factor_check', sql`${t.temperatureFactor} > 0 AND ${t.temperatureFactor} < 1`),
    index('homes_user_idx').on(t.userId),
    index('homes_location_idx').on(t.locationId),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    homeId: integer('home_id').notNull(),
    name: text('name').notNull(),
    areaM2: numericNumber('area_m2', 6, 1).notNull(),
    type: text('type', { enum: ROOM_TYPES }).notNull().default('living'),
    // Comfort periods and set-back (contract: RoomSchedule); none means the home's gateway decides.
    schedule: jsonb('schedule'),
  },
  (t) => [
    foreignKey({ name: 'rooms_home_id_fkey', columns: [t.homeId], foreignColumns: [homes.id] }).onDelete(
      'cascade',
    ),
    check('rooms_area_m2_check', sql`${t.areaM2} > 0`),
    check(
      'rooms_type_check',
      sql`${t.type} IN (${sql.raw(ROOM_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
    index('rooms_home_idx').on(t.homeId),
  ],
);

// A radiator is in service until removed_at; its model (and so its manufacturer) cannot be deleted meanwhile.
export const radiators = pgTable(
  'radiators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id').notNull(),
    modelId: integer('model_id').notNull(),
    installedAt: timestamp('installed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    serial: text('serial'),
    // The newest reading's time: a radiator silent for 24 hours counts as offline.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('radiators_serial_key').on(t.serial),
    foreignKey({ name: 'radiators_room_id_fkey', columns: [t.roomId], foreignColumns: [rooms.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'radiators_model_id_fkey',
      columns: [t.modelId],
      foreignColumns: [radiatorModels.id],
    }).onDelete('restrict'),
    index('radiators_model_idx').on(t.modelId).where(sql`${t.removedAt} IS NULL`),
    index('radiators_room_idx').on(t.roomId),
    // The silence sweep: radiators in service by their newest reading.
    index('radiators_last_seen_idx').on(t.lastSeenAt).where(sql`${t.removedAt} IS NULL`),
  ],
);

/** A radiator's telemetry goes with it (and so with its room, home and resident). */
export const radiatorOwned = (table: string, column: AnyPgColumn) =>
  foreignKey({
    name: `${table}_radiator_id_fkey`,
    columns: [column],
    foreignColumns: [radiators.id],
  }).onDelete('cascade');
