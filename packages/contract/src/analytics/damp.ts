import { z } from 'zod';
import { defineOperations } from '../operation.ts';
import { idParam, MAX_PAGE_SIZE, ZCursorPagination, ZIdParam } from '../pagination.ts';
import { ROOM_TYPES } from '../residential-users.ts';
import { DAY_MS } from '../time.ts';
import { RISK_BANDS } from './damp-model.ts';
import { withWhoseCheck, ZWhose } from './scope.ts';

// Damp, mould and excess cold: the homes at risk worst first, a room's damp over time, a home's walls.

/** The window a band is judged over unless told, ending today; the trend compares its last two weeks. */
export const DAMP_WINDOW_DAYS = 28;
/** The longest window of the portfolio, and of a room's series (hour by hour). */
export const MAX_DAMP_WINDOW_DAYS = 366;
export const MAX_ROOM_DAMP_DAYS = 92;

const ZDay = z.iso.date({ error: 'Use a date as YYYY-MM-DD.' });
const ZBand = z.enum(RISK_BANDS, { error: `One of ${RISK_BANDS.join(', ')}.` });

/** A window of days, both ends included; each end optional (to: today; from: the window's length before). */
const ZDampWindow = z.object({ from: ZDay.optional(), to: ZDay.optional() });

function withWindowChecks<T extends z.ZodType<z.output<typeof ZDampWindow>>>(schema: T, maxDays: number) {
  return schema
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: 'The window ends before it starts.',
      path: ['to'],
    })
    .refine(
      (query) => !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) < maxDays * DAY_MS,
      { error: `A window spans at most ${maxDays} days.`, path: ['to'] },
    );
}

/** What the portfolio is filtered by: whose homes, which bands, which days. */
const ZDampRiskFields = z.object({
  ...ZWhose.shape,
  ...ZDampWindow.shape,
  homeId: idParam('Use the id of a home.').optional(),
  /** Bands to list, comma-separated. */
  band: z
    .string()
    .transform((text) => text.split(',').map((band) => band.trim().toLowerCase()))
    .pipe(z.array(ZBand).min(1))
    .optional(),
});

/** The portfolio's filters: what the CSV export takes. */
export const ZDampRiskFilters = withWindowChecks(withWhoseCheck(ZDampRiskFields), MAX_DAMP_WINDOW_DAYS);
export type DampRiskFilters = z.output<typeof ZDampRiskFilters>;

export const ZDampRiskQuery = withWindowChecks(
  withWhoseCheck(
    ZDampRiskFields.extend({
      limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
      after: z.string().max(200, { error: 'Use the `next` of the page before.' }).optional(),
    }),
  ),
  MAX_DAMP_WINDOW_DAYS,
);
export type DampRiskQuery = z.output<typeof ZDampRiskQuery>;

const ZWindow = z.object({ from: z.iso.date(), to: z.iso.date() });
const ZNamed = z.object({ id: z.number().int(), name: z.string() });
const ZRoomRef = ZNamed.extend({ type: z.enum(ROOM_TYPES) });

/** Hours of a room over the window: with humidity and the weather known, at mould risk, with condensation. */
const ZDampHours = z.object({ judged: z.number(), mould_risk: z.number(), condensation: z.number() });

/** A home's excess cold over the window: its living rooms' waking hours (see docs/damp-and-cold.md). */
const ZExcessCold = z.object({
  band: ZBand.nullable(),
  /** Shares (%) of waking heating-season hours below 18 °C, and of cold-weather hours with heating rationed. */
  cold_pct: z.number().nullable(),
  rationed_pct: z.number().nullable(),
  season_hours: z.number(),
  cold_weather_hours: z.number(),
});

export const ZDampHome = z
  .object({
    home: ZNamed.extend({ city: z.string() }),
    resident: ZNamed,
    client: ZNamed.nullable(),
    /** The worst room's band over the window, and over its last 7 days; null with too little humidity data. */
    band: ZBand.nullable(),
    band_7: ZBand.nullable(),
    worst_room: ZRoomRef.nullable(),
    hours: ZDampHours,
    /** The worst room's mould-risk share of its last 7 days against the 7 before. */
    trend: z.enum(['rising', 'steady', 'falling']).nullable(),
    excess_cold: ZExcessCold,
  })
  .meta({ id: 'DampHome' });
export type DampHome = z.output<typeof ZDampHome>;

const ZBandCounts = z.object({
  severe: z.number().int(),
  high: z.number().int(),
  moderate: z.number().int(),
  low: z.number().int(),
  /** Homes with too little humidity data to judge. */
  none: z.number().int(),
});

export const ZDampPortfolio = z.object({
  homes: z.array(ZDampHome),
  window: ZWindow,
  /** Every home the filters match (bands aside), by its band. */
  summary: ZBandCounts,
  /** When the figures were worked out: the portfolio of the default window is refreshed every few minutes. */
  as_of: z.iso.datetime(),
  pagination: ZCursorPagination,
});
export type DampPortfolio = z.output<typeof ZDampPortfolio>;

/** The weeks of the heatmap unless told, and the fewest and most it shows. */
export const DAMP_WEEKS = { default: 12, min: 4, max: 52 } as const;

/** The homes-by-week heatmap: whose homes, how many weeks back, and a page of homes by keyset. */
export const ZDampWeeksQuery = withWhoseCheck(
  z.object({
    ...ZWhose.shape,
    homeId: idParam('Use the id of a home.').optional(),
    weeks: z.coerce
      .number({ error: `Use a number of weeks from ${DAMP_WEEKS.min} to ${DAMP_WEEKS.max}.` })
      .int({ error: `Use a whole number of weeks from ${DAMP_WEEKS.min} to ${DAMP_WEEKS.max}.` })
      .min(DAMP_WEEKS.min, { error: `Use a number of weeks from ${DAMP_WEEKS.min} to ${DAMP_WEEKS.max}.` })
      .max(DAMP_WEEKS.max, { error: `Use a number of weeks from ${DAMP_WEEKS.min} to ${DAMP_WEEKS.max}.` })
      .default(DAMP_WEEKS.default),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    after: z.string().max(200, { error: 'Use the `next` of the page before.' }).optional(),
  }),
);
export type DampWeeksQuery = z.output<typeof ZDampWeeksQuery>;

export const ZDampHomeWeeks = ZDampHome.pick({ home: true, resident: true, client: true })
  .extend({
    /** The home's band each week, oldest first: its worst room's over those 7 days; null with too little data. */
    bands: z.array(ZBand.nullable()),
  })
  .meta({ id: 'DampHomeWeeks' });
export type DampHomeWeeks = z.output<typeof ZDampHomeWeeks>;

export const ZDampWeeks = z
  .object({
    /** The Monday of each ISO week, oldest first, ending with the current week. */
    weeks: z.array(z.iso.date()),
    /** Worst first, as the portfolio lists them over its default window. */
    homes: z.array(ZDampHomeWeeks),
    pagination: ZCursorPagination,
  })
  .meta({ id: 'DampWeeks' });
export type DampWeeks = z.output<typeof ZDampWeeks>;

export const ZRoomDampQuery = withWindowChecks(ZDampWindow, MAX_ROOM_DAMP_DAYS);

/** What a room's air and coldest surface went through in an hour or a day; null where it was not measured. */
const ZDampPoint = z.object({
  room_c: z.number().nullable(),
  /** The mean setpoint the room's radiators held (what the heating was asked for). */
  setpoint_c: z.number().nullable(),
  humidity_pct: z.number().nullable(),
  outdoor_c: z.number().nullable(),
  dew_point_c: z.number().nullable(),
  surface_c: z.number().nullable(),
  surface_humidity_pct: z.number().nullable(),
});

export const ZRoomDamp = z
  .object({
    room: ZRoomRef,
    home: ZNamed.extend({
      /** The walls' temperature factor (f_Rsi) the figures use, and whether a survey set it. */
      temperature_factor: z.number(),
      temperature_factor_set: z.boolean(),
    }),
    window: ZWindow,
    band: ZBand.nullable(),
    band_7: ZBand.nullable(),
    trend: z.enum(['rising', 'steady', 'falling']).nullable(),
    hours: z.array(
      ZDampPoint.extend({ hour: z.iso.datetime(), mould_risk: z.boolean(), condensation: z.boolean() }),
    ),
    days: z.array(ZDampPoint.extend({ day: z.iso.date() }).extend(ZDampHours.shape)),
  })
  .meta({ id: 'RoomDamp' });
export type RoomDamp = z.output<typeof ZRoomDamp>;

/** A home's walls: the temperature factor a survey found, or null for the model's default. */
export const ZTemperatureFactorBody = z.object({
  temperature_factor: z
    .number({ error: 'A temperature factor (f_Rsi) between 0.3 and 0.95, or null.' })
    .min(0.3, { error: 'At least 0.3: colder walls than any survey finds.' })
    .max(0.95, { error: 'At most 0.95: warmer walls than any survey finds.' })
    .nullable(),
});

export const DAMP_EXPORT_COLUMNS = [
  'home_id',
  'home',
  'city',
  'resident',
  'client',
  'band',
  'band_7_days',
  'worst_room',
  'judged_hours',
  'mould_risk_hours',
  'condensation_hours',
  'trend',
  'excess_cold_band',
  'cold_pct',
  'rationed_pct',
] as const;

export const ROOM_DAMP_EXPORT_COLUMNS = [
  'hour',
  'room_c',
  'humidity_pct',
  'outdoor_c',
  'dew_point_c',
  'surface_c',
  'surface_humidity_pct',
  'mould_risk',
  'condensation',
] as const;

export const dampOperations = defineOperations('damp', 'Damp and cold', {
  portfolio: {
    method: 'GET',
    path: '/v1/analytics/admin/damp-risk',
    summary:
      'Homes at risk of damp and mould, worst first: each home’s band, worst room, hours at risk and trend, and its excess cold',
    access: 'admin',
    query: ZDampRiskQuery,
    data: ZDampPortfolio,
  },
  weeks: {
    method: 'GET',
    path: '/v1/analytics/admin/damp-risk/weeks',
    summary:
      'Homes by week, worst first: each home’s damp band in each of the last ISO weeks (its worst room’s over those 7 days)',
    access: 'admin',
    query: ZDampWeeksQuery,
    data: ZDampWeeks,
  },
  exportPortfolio: {
    method: 'GET',
    path: '/v1/analytics/admin/damp-risk/export.csv',
    summary: 'Every home the filters match, worst first, as CSV',
    access: 'admin',
    query: ZDampRiskFilters,
    mediaType: 'text/csv',
  },
  room: {
    method: 'GET',
    path: '/v1/analytics/admin/rooms/:id/damp',
    summary:
      'A room’s damp over time, hour by hour and day by day: temperature, humidity, dew point, estimated coldest surface and its humidity',
    access: 'admin',
    params: ZIdParam,
    query: ZRoomDampQuery,
    data: z.object({ damp: ZRoomDamp }),
    errors: [404],
  },
  exportRoom: {
    method: 'GET',
    path: '/v1/analytics/admin/rooms/:id/damp/export.csv',
    summary: 'A room’s damp hour by hour, as CSV',
    access: 'admin',
    params: ZIdParam,
    query: ZRoomDampQuery,
    mediaType: 'text/csv',
    errors: [404],
  },
  setTemperatureFactor: {
    method: 'PUT',
    path: '/v1/homes/:id/temperature-factor',
    summary:
      'Sets a home’s walls’ temperature factor (f_Rsi) where a survey found cold bridges, or null for the default',
    access: 'admin',
    params: ZIdParam,
    body: ZTemperatureFactorBody,
    data: z.object({ home: z.object({ id: z.number().int(), temperature_factor: z.number().nullable() }) }),
    errors: [404],
  },
});
