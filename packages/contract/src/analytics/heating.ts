import { z } from 'zod';
import { FIRST_YEAR, LAST_YEAR } from '../dashboard.ts';
import { isoWeeksIn, parseIsoWeekDate } from '../iso-week.ts';
import { defineOperations } from '../operation.ts';
import { ZIdParam } from '../pagination.ts';
import { withWhoseCheck, ZUserIdParam, ZWeatherAndPrice, ZWhose } from './scope.ts';
import { ANALYTICS_PERIODS, withDayRangeChecks, ZDayRange } from './time.ts';

// Heating analytics: energy, temperatures, degree-days and cost of the fleet, a user, a client or a room.

const wholeNumber = (error: string, min: number, max: number) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const ZAnalyticsFields = z.object({
  ...ZWhose.shape,
  period: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ANALYTICS_PERIODS, { error: 'Use daily, weekly, monthly or yearly.' }))
    .default('monthly'),
  year: wholeNumber(`Use a year from ${FIRST_YEAR} to ${LAST_YEAR}.`, FIRST_YEAR, LAST_YEAR).optional(),
  month: wholeNumber('Use a month from 1 to 12.', 1, 12).optional(),
  week: wholeNumber('Use an ISO week from 1 to 53.', 1, 53).optional(),
  date: z
    .string()
    .transform((text, context) => {
      const date = parseIsoWeekDate(text);
      if (!date) {
        context.addIssue({
          code: 'custom',
          message: 'Use a day as an ISO week date YYYY-WW-D, e.g. 2026-48-2.',
        });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
  ...ZWeatherAndPrice.shape,
});

/** A week past the 52nd of a year that has only 52. */
const weekInYear = (query: { week?: number; year?: number }) =>
  !query.week || !query.year || query.week <= isoWeeksIn(query.year);
const WEEK_NOT_IN_YEAR = { error: 'That year has only 52 ISO weeks.', path: ['week'] };

export const ZAnalyticsQuery = withWhoseCheck(ZAnalyticsFields.refine(weekInYear, WEEK_NOT_IN_YEAR));
export type AnalyticsQuery = z.output<typeof ZAnalyticsQuery>;
export const ZRoomAnalyticsQuery = ZAnalyticsFields.omit({ userId: true, clientId: true }).refine(
  weekInYear,
  WEEK_NOT_IN_YEAR,
);

/** What every heating figure starts with. */
const ZHeating = z.object({
  energy_kwh: z.number(),
  /** Radiator-hours of heating: two radiators heating for an hour count two. */
  heating_hours: z.number(),
  /** Means over the time reported; null where nothing was. */
  room_c: z.number().nullable(),
  setpoint_c: z.number().nullable(),
});

const ZMeasures = ZHeating.extend({
  outdoor_c: z.number().nullable(),
  degree_days: z.number(),
  /** Energy normalised by the weather: comparable across seasons and places. */
  kwh_per_degree_day: z.number().nullable(),
  cost_gbp: z.number(),
});

export const ZHeatingAnalytics = z.object({
  user_id: z.number().nullable(),
  client_id: z.number().nullable(),
  room_id: z.number().nullable(),
  period: z.enum(ANALYTICS_PERIODS),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  base_c: z.number(),
  price_per_kwh: z.number(),
  buckets: z.array(ZMeasures.extend({ start: z.iso.datetime() })),
  totals: ZMeasures,
});
export type HeatingAnalytics = z.output<typeof ZHeatingAnalytics>;

export const ZRoomsUsageQuery = withDayRangeChecks(
  z.object({
    userId: ZUserIdParam.unwrap(),
    period: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(
        z.enum(['monthly', 'yearly'], { error: 'Use monthly or yearly, or give start_date and end_date.' }),
      )
      .default('monthly'),
    year: ZAnalyticsFields.shape.year,
    month: ZAnalyticsFields.shape.month,
    ...ZDayRange.shape,
  }),
);
export type RoomsUsageQuery = z.output<typeof ZRoomsUsageQuery>;

const ZUsage = ZHeating.extend({
  /** Of the time heating, the share spent more than 0.5 °C below the setpoint: struggling to reach it. */
  below_setpoint_share: z.number().nullable(),
  /** Heat delivered with a window open, and while the room was over 1 °C above its setpoint. */
  window_kwh: z.number(),
  above_band_kwh: z.number(),
});

export const ZRoomUsage = ZUsage.extend({
  room_id: z.number(),
  name: z.string(),
  type: z.string(),
  area_m2: z.number(),
  home_id: z.number(),
  home_name: z.string(),
  kwh_per_m2: z.number(),
  radiators: z.array(
    ZUsage.extend({
      radiator_id: z.number(),
      serial: z.string().nullable(),
      manufacturer: z.string(),
      model: z.string(),
      rated_power_w: z.number(),
      last_seen_at: z.iso.datetime().nullable(),
    }),
  ),
});
export type RoomUsage = z.output<typeof ZRoomUsage>;

export const analyticsOperations = defineOperations('analytics', 'Analytics', {
  heating: {
    method: 'GET',
    path: '/v1/analytics/admin',
    summary:
      'Energy, heating hours, temperatures, degree-days and cost of the fleet, one user or one commercial client: a day by hour, a week or month by day, a year by month',
    access: 'admin',
    query: ZAnalyticsQuery,
    data: z.object({ analytics: ZHeatingAnalytics }),
  },
  roomHeating: {
    method: 'GET',
    path: '/v1/analytics/admin/rooms/:id',
    summary:
      'One room over time: energy, heating hours, its temperature against setpoint and outdoors, degree-days',
    access: 'admin',
    params: ZIdParam,
    query: ZRoomAnalyticsQuery,
    data: z.object({ analytics: ZHeatingAnalytics }),
    errors: [404],
  },
  roomsUsage: {
    method: 'GET',
    path: '/v1/analytics/admin/rooms-radiator-usage',
    summary:
      "A residential user's rooms and their radiators over a month, a year or a date range: energy, heating, temperatures, struggle and waste",
    access: 'admin',
    query: ZRoomsUsageQuery,
    data: z.object({ analytics: z.array(ZRoomUsage) }),
  },
});
