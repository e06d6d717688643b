import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, instant, numericNumber } from './columns.ts';
import { homes, radiatorOwned } from './customers.ts';

// Telemetry: what homes' gateways send and what is summed from it: device keys (what a gateway signs with),
// raw readings (partitioned by month: see db/schema.ts for what only the migrations say), their hourly and
// daily rollups, and locations with their outdoor temperatures.
//
// Heating data. Readings arrive from each home's gateway (POST /v1/telemetry, authenticated by a device key)
// into a table partitioned by month; each batch adds to the hourly and daily rollups in the same transaction,
// so that no analytics query reads raw readings. Every telemetry row carries its home, the key a distributed
// PostgreSQL (Citus) would shard on.

/** How a home gateway reaches Radiant. */
const GATEWAY_TRANSPORTS = ['http', 'mqtt'] as const;

/** A place whose outdoor temperature the homes near it share. */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    latitude: numericNumber('latitude', 8, 5).notNull(),
    longitude: numericNumber('longitude', 8, 5).notNull(),
  },
  (t) => [
    uniqueIndex('locations_name_key').on(t.name),
    check('locations_latitude_check', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('locations_longitude_check', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

/** What a home's gateway signs its telemetry with; only the SHA-256 of the key is kept. */
export const deviceKeys = pgTable(
  'device_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    homeId: integer('home_id').notNull(),
    label: text('label').notNull().default(''),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    /** How the gateway last reached Radiant: changes go to MQTT gateways through the broker. */
    lastUsedVia: text('last_used_via', { enum: GATEWAY_TRANSPORTS }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('device_keys_last_used_via_check', inList(t.lastUsedVia, GATEWAY_TRANSPORTS)),
    foreignKey({
      name: 'device_keys_home_id_fkey',
      columns: [t.homeId],
      foreignColumns: [homes.id],
    }).onDelete('cascade'),
    uniqueIndex('device_keys_key_hash_key').on(t.keyHash),
    index('device_keys_home_idx').on(t.homeId),
  ],
);

/**
 * One reading of one radiator, covering the `interval_s` seconds up to `at`. Partitioned by month of `at`
 * (migration 0006; partitions are created as readings for a month first arrive).
 *
 * No foreign key to radiators: a key checks each of the thousands of rows a batch inserts, which took a third
 * of ingestion's time. Ingestion checks the batch's radiators once instead, holding them (FOR KEY SHARE)
 * until it commits, and a trigger on radiators deletes the readings and hours of those deleted (migration
 * 0012). radiator_hours, with a row per radiator hour, goes the same way.
 */
export const radiatorReadings = pgTable(
  'radiator_readings',
  {
    radiatorId: integer('radiator_id').notNull(),
    homeId: integer('home_id').notNull(),
    at: instant('at'),
    intervalS: integer('interval_s').notNull(),
    roomC: real('room_c').notNull(),
    setpointC: real('setpoint_c').notNull(),
    outputPct: smallint('output_pct').notNull(),
    energyWh: real('energy_wh').notNull(),
    windowOpen: boolean('window_open').notNull().default(false),
    // The room came within 0.5 °C of its setpoint in this interval after heating below it: a heat-up ended.
    reachedSetpoint: boolean('reached_setpoint').notNull().default(false),
    // The room's relative humidity, %; none from a thermostat without a humidity sensor.
    humidityPct: real('humidity_pct'),
  },
  (t) => [primaryKey({ name: 'radiator_readings_pkey', columns: [t.radiatorId, t.at] })],
);

/**
 * What every rollup sums, so that any span of them adds up: energy, seconds heating and covered, temperatures
 * weighted by seconds (average = sum ÷ covered seconds), and the seconds and energy of the insight measures.
 */
const rollupMeasures = () => ({
  energyWh: doublePrecision('energy_wh').notNull().default(0),
  heatingS: bigint('heating_s', { mode: 'number' }).notNull().default(0),
  coveredS: bigint('covered_s', { mode: 'number' }).notNull().default(0),
  roomCS: doublePrecision('room_c_s').notNull().default(0),
  setpointCS: doublePrecision('setpoint_c_s').notNull().default(0),
  // Heating while the room was more than 0.5 °C below its setpoint.
  belowS: bigint('below_s', { mode: 'number' }).notNull().default(0),
  windowS: bigint('window_s', { mode: 'number' }).notNull().default(0),
  // Heat delivered with a window open, and while the room was over 1 °C above its setpoint: wasted.
  windowWh: doublePrecision('window_wh').notNull().default(0),
  aboveWh: doublePrecision('above_wh').notNull().default(0),
  // Heat-ups that ended with the room at its setpoint: below_s ÷ heatups is the mean time to reach it.
  heatups: integer('heatups').notNull().default(0),
  readings: integer('readings').notNull().default(0),
  // Humidity (weighted by the seconds it was measured) and damp at the room's coldest surface: the seconds
  // judged (humidity and the outdoor temperature known), at mould risk, with condensation (damp/model.ts).
  humidityS: bigint('humidity_s', { mode: 'number' }).notNull().default(0),
  humidityPctS: doublePrecision('humidity_pct_s').notNull().default(0),
  dampJudgedS: bigint('damp_judged_s', { mode: 'number' }).notNull().default(0),
  mouldS: bigint('mould_s', { mode: 'number' }).notNull().default(0),
  condensationS: bigint('condensation_s', { mode: 'number' }).notNull().default(0),
  // Excess cold in living rooms' waking hours: in the heating season and cold, in cold weather and rationed.
  seasonS: bigint('season_s', { mode: 'number' }).notNull().default(0),
  coldS: bigint('cold_s', { mode: 'number' }).notNull().default(0),
  coldWeatherS: bigint('cold_weather_s', { mode: 'number' }).notNull().default(0),
  rationedS: bigint('rationed_s', { mode: 'number' }).notNull().default(0),
});

export const radiatorHours = pgTable(
  'radiator_hours',
  {
    radiatorId: integer('radiator_id').notNull(),
    hour: instant('hour'),
    homeId: integer('home_id').notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({ name: 'radiator_hours_pkey', columns: [t.radiatorId, t.hour] }),
    index('radiator_hours_home_idx').on(t.homeId, t.hour),
  ],
);

export const radiatorDays = pgTable(
  'radiator_days',
  {
    radiatorId: integer('radiator_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    homeId: integer('home_id').notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({ name: 'radiator_days_pkey', columns: [t.radiatorId, t.day] }),
    radiatorOwned('radiator_days', t.radiatorId),
    index('radiator_days_home_idx').on(t.homeId, t.day),
    // The fleet's days (insight over every radiator): days arrive one after another, so a day's rows sit together.
    index('radiator_days_day_idx').on(t.day),
  ],
);

/** A home's sums by UTC day. */
export const homeDays = pgTable(
  'home_days',
  {
    homeId: integer('home_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({ name: 'home_days_pkey', columns: [t.homeId, t.day] }),
    index('home_days_day_idx').on(t.day),
    // A user's or client's heating over a span reads their homes' days: rows a day apart, each on a page of its
    // own (the fleet's days are written together), so a year of one home read 330 pages. With the sums in the
    // index, such a read takes a few pages of it (an index-only scan).
    index('home_days_usage_idx').on(
      t.homeId,
      t.day,
      t.energyWh,
      t.heatingS,
      t.coveredS,
      t.roomCS,
      t.setpointCS,
    ),
    foreignKey({ name: 'home_days_home_id_fkey', columns: [t.homeId], foreignColumns: [homes.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The whole fleet by day, in 16 shards (home id mod 16) so that concurrent batches rarely wait for a row. A
 * deleted resident's past energy stays in it: the fleet did use it.
 */
export const fleetDays = pgTable(
  'fleet_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    ...rollupMeasures(),
  },
  (t) => [primaryKey({ name: 'fleet_days_pkey', columns: [t.day, t.shard] })],
);

/** Mean outdoor temperature of an hour at a location. */
export const outdoorHours = pgTable(
  'outdoor_hours',
  {
    locationId: integer('location_id').notNull(),
    hour: instant('hour'),
    temperatureC: real('temperature_c').notNull(),
  },
  (t) => [
    primaryKey({ name: 'outdoor_hours_pkey', columns: [t.locationId, t.hour] }),
    foreignKey({
      name: 'outdoor_hours_location_id_fkey',
      columns: [t.locationId],
      foreignColumns: [locations.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A location's outdoor hours by UTC day, kept by triggers on outdoor_hours (migration 0011): a day's mean is
 * temperature_sum_c ÷ hours, and a year of a home's degree-days reads 365 rows instead of 8,760.
 */
export const outdoorDays = pgTable(
  'outdoor_days',
  {
    locationId: integer('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    temperatureSumC: doublePrecision('temperature_sum_c').notNull(),
    hours: smallint('hours').notNull(),
  },
  (t) => [
    primaryKey({ name: 'outdoor_days_pkey', columns: [t.locationId, t.day] }),
    foreignKey({
      name: 'outdoor_days_location_id_fkey',
      columns: [t.locationId],
      foreignColumns: [locations.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The damp portfolio of the last 28 days, one row per home that reported, as the damp sweep (every 15 minutes)
 * last worked it out from the daily rollups: what GET /v1/analytics/admin/damp-risk answers for its default
 * window, worst first by (band_rank, mould_permille descending, home_id), without reading weeks of days per
 * call. Not a cache that can be wrong: `assessed_at` is answered as `as_of`.
 */
export const homeDampRisks = pgTable(
  'home_damp_risks',
  {
    homeId: integer('home_id').primaryKey(),
    /** 0 severe, 1 high, 2 moderate, 3 low, 4 no band (too little humidity data). */
    bandRank: smallint('band_rank').notNull(),
    mouldPermille: smallint('mould_permille').notNull(),
    band: text('band'),
    band7: text('band_7'),
    worstRoomId: integer('worst_room_id'),
    judgedH: real('judged_h').notNull(),
    mouldH: real('mould_h').notNull(),
    condensationH: real('condensation_h').notNull(),
    trend: text('trend'),
    coldBand: text('cold_band'),
    coldPct: real('cold_pct'),
    rationedPct: real('rationed_pct'),
    seasonH: real('season_h').notNull(),
    coldWeatherH: real('cold_weather_h').notNull(),
    windowFrom: date('window_from', { mode: 'string' }).notNull(),
    windowTo: date('window_to', { mode: 'string' }).notNull(),
    assessedAt: createdAt('assessed_at'),
  },
  (t) => [
    foreignKey({
      name: 'home_damp_risks_home_id_fkey',
      columns: [t.homeId],
      foreignColumns: [homes.id],
    }).onDelete('cascade'),
    // The fleet's list in its order; a client's or a resident's homes are found through homes and users.
    index('home_damp_risks_order_idx').on(t.bandRank, t.mouldPermille.desc(), t.homeId),
  ],
);
