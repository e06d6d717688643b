import { z } from 'zod';
import { defineOperations } from './operation.ts';
import { MAX_RECORD_ID, ZIdParam } from './pagination.ts';
import { DAY_MS } from './time.ts';

/** Readings one batch may carry: a gateway of 30 radiators reporting every 5 minutes sends 360 an hour. */
export const TELEMETRY_MAX_READINGS = 5000;
/** How far back a reading may be: a gateway that was offline for months still delivers what it kept. */
export const TELEMETRY_MAX_AGE_DAYS = 400;
/**
 * The largest batch a gateway may send, over HTTP or as one MQTT message: a full batch is about 150 bytes a
 * reading (about 65 as columns).
 */
export const TELEMETRY_MAX_BYTES = 2 * 1024 * 1024;
/** A gateway's clock may run this far ahead. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The instants (epoch milliseconds) a batch sent at `now` may hold, both included. */
export const instantBounds = (now = Date.now()) => ({
  earliest: now - TELEMETRY_MAX_AGE_DAYS * DAY_MS,
  latest: now + CLOCK_SKEW_MS,
});

const ZInstant = z.iso
  .datetime({ offset: true, error: 'Use an ISO 8601 instant, e.g. 2026-11-24T07:05:00Z.' })
  .transform((value) => new Date(value))
  .refine((at) => at.getTime() <= instantBounds().latest, { error: 'This instant is in the future.' })
  .refine((at) => at.getTime() >= instantBounds().earliest, {
    error: `Readings older than ${TELEMETRY_MAX_AGE_DAYS} days are not taken.`,
  });

/** A number within a range, its unit named in the error. */
const within = (min: number, max: number, unit: string) =>
  z
    .number({ error: `A number of ${unit}.` })
    .min(min, { error: `At least ${min} ${unit}.` })
    .max(max, { error: `At most ${max} ${unit}.` });

const ZFlag = z.boolean({ error: 'true or false.' });

/** What each field of a reading holds. */
const readingFields = {
  radiator_id: z
    .number({ error: 'The id of one of this home’s radiators.' })
    .int()
    .positive()
    .max(MAX_RECORD_ID, { error: 'No radiator has so large an id.' }),
  at: ZInstant,
  interval_s: within(1, 3600, 'seconds').int({ error: 'Whole seconds.' }),
  room_c: within(-30, 60, '°C'),
  setpoint_c: within(5, 35, '°C'),
  output_pct: within(0, 100, '%').int({ error: 'A whole percentage.' }),
  // No radiator sold delivers 10 kW for an hour.
  energy_wh: within(0, 10_000, 'Wh'),
  window_open: ZFlag,
  // The thermostat's word that a heat-up ended: the room came within 0.5 °C of its setpoint in this interval
  // after heating below it. Counted per radiator, it gives the mean time to reach the setpoint.
  reached_setpoint: ZFlag,
  // The room's relative humidity, from thermostats that measure it: what damp and mould risk is worked out from.
  humidity_pct: within(0, 100, '% relative humidity'),
};

/** One reading of one radiator, covering the `interval_s` seconds that end at `at`; a flag left out is false. */
export const ZReading = z.object({
  ...readingFields,
  window_open: ZFlag.default(false),
  reached_setpoint: ZFlag.default(false),
  humidity_pct: readingFields.humidity_pct.optional(),
});
export type Reading = z.output<typeof ZReading>;

const readingCount = { error: `At most ${TELEMETRY_MAX_READINGS} readings per batch.` };
/** A column of `field`'s values, one per reading. */
const column = <T extends z.ZodType>(field: T) => z.array(field).max(TELEMETRY_MAX_READINGS, readingCount);

/**
 * The same readings column by column, the i-th reading being the i-th value of each column: a third of the
 * bytes of `readings`, for gateways that send thousands at a time. A flag column left out is false throughout,
 * and humidity left out is unknown.
 */
export const ZReadingColumns = z
  .object({
    radiator_id: column(readingFields.radiator_id),
    at: column(readingFields.at),
    interval_s: column(readingFields.interval_s),
    room_c: column(readingFields.room_c),
    setpoint_c: column(readingFields.setpoint_c),
    output_pct: column(readingFields.output_pct),
    energy_wh: column(readingFields.energy_wh),
    window_open: column(readingFields.window_open).optional(),
    reached_setpoint: column(readingFields.reached_setpoint).optional(),
    // Null for a reading of a thermostat without a humidity sensor.
    humidity_pct: column(readingFields.humidity_pct.nullable()).optional(),
  })
  .refine((columns) => new Set(Object.values(columns).map((values) => values.length)).size === 1, {
    error: 'Every column holds one value per reading, and these differ in length.',
  });
export type ReadingColumns = z.output<typeof ZReadingColumns>;
/** The columns as a gateway sends them (instants as ISO 8601 text). */
export type ReadingColumnsInput = z.input<typeof ZReadingColumns>;

/** The mean outdoor temperature of an hour where the home is. */
export const ZOutdoorHour = z.object({
  hour: ZInstant,
  temperature_c: within(-60, 60, '°C'),
});

/** A gateway's batch: its readings as `readings` or as `columns`, and outdoor hours. */
export const ZTelemetryBatch = z
  .object({
    readings: z.array(ZReading).max(TELEMETRY_MAX_READINGS, readingCount).default([]),
    columns: ZReadingColumns.optional(),
    outdoor: z.array(ZOutdoorHour).max(1000, { error: 'At most 1,000 outdoor hours per batch.' }).default([]),
  })
  .refine((batch) => batch.readings.length === 0 || batch.columns === undefined, {
    error: 'Send the readings either as `readings` or as `columns`, not both.',
    path: ['columns'],
  })
  .refine(
    (batch) => batch.readings.length + (batch.columns?.radiator_id.length ?? 0) + batch.outdoor.length > 0,
    { error: 'Send at least one reading.', path: ['readings'] },
  );
export type TelemetryBatch = z.output<typeof ZTelemetryBatch>;
/** A batch as a gateway sends it. */
export type TelemetryBatchInput = z.input<typeof ZTelemetryBatch>;

export const ZDeviceKey = z.object({
  id: z.number(),
  home_id: z.number(),
  label: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
});
export type DeviceKey = z.output<typeof ZDeviceKey>;

/** How the key's gateway signs in to the MQTT broker (password: the key) and the topics it may use there. */
export const ZGatewayMqttAccount = z.object({
  username: z.string(),
  publish: z.array(z.string()),
  subscribe: z.array(z.string()),
});
export type GatewayMqttAccount = z.output<typeof ZGatewayMqttAccount>;

export const telemetryOperations = defineOperations('telemetry', 'Telemetry', {
  ingest: {
    method: 'POST',
    path: '/v1/telemetry',
    summary:
      "A home gateway's batch of radiator readings (one object each, or as columns), with `Authorization: Device <key>`; idempotent on (radiator, time)",
    access: 'device',
    body: ZTelemetryBatch,
    maxBodyBytes: TELEMETRY_MAX_BYTES,
    data: z.object({
      stored: z.number(),
      duplicates: z.number(),
      outdoor_hours: z.number(),
      /** Changes waiting for this home's gateway: fetch them from `GET /v1/gateway/commands`. */
      commands_waiting: z.number(),
    }),
  },
});

export const deviceKeyOperations = defineOperations('deviceKey', 'Device keys', {
  list: {
    method: 'GET',
    path: '/v1/homes/:id/device-keys',
    summary: "The device keys of a home's gateway, revoked ones included",
    access: 'admin',
    params: ZIdParam,
    data: z.object({ device_keys: z.array(ZDeviceKey) }),
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/v1/homes/:id/device-keys',
    summary:
      'A new device key for a home: the key itself is shown in this answer only, with the broker account its gateway signs in to MQTT with',
    idempotent: true,
    access: 'admin',
    params: ZIdParam,
    body: z.object({ label: z.string().trim().max(100, { error: 'At most 100 characters.' }).default('') }),
    data: z.object({ device_key: ZDeviceKey, key: z.string(), mqtt: ZGatewayMqttAccount }),
    // 503: the broker did not take the gateway's account (with MQTT_DYNSEC).
    errors: [404, 503],
  },
  revoke: {
    method: 'DELETE',
    path: '/v1/device-keys/:id',
    summary: 'Revoke a device key: its gateway is refused from the next batch on',
    access: 'admin',
    params: ZIdParam,
    data: z.object({ device_key: ZDeviceKey }),
    errors: [404],
  },
});
