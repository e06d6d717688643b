import { z } from 'zod';
import { defineOperations } from '../operation.ts';
import { HOUR_MS } from '../time.ts';
import { withWhoseCheck, ZWeatherAndPrice, ZWhose } from './scope.ts';
import { withDayRangeChecks, ZDayRange } from './time.ts';

// Heating insight no peer has: radiator health, wasted heat, a manufacturer scorecard and commercial clients
// side by side, over a range of days (the last INSIGHT_DAYS by default), for the fleet, a user or a client.

/** The days an insight covers when no range is given: the last 30, today included. */
export const INSIGHT_DAYS = 30;
/** A radiator heating more than this share of its time over 0.5 °C below its setpoint is struggling. */
export const STRUGGLING_SHARE = 0.25;
/** A radiator not heard from for longer than this is offline. */
export const OFFLINE_AFTER_MS = 24 * HOUR_MS;

export const ZInsightQuery = withWhoseCheck(
  withDayRangeChecks(
    z.object({
      ...ZWhose.shape,
      ...ZDayRange.shape,
      ...ZWeatherAndPrice.shape,
      limit: z.coerce
        .number({ error: 'Use a limit from 1 to 100.' })
        .int({ error: 'Use a limit from 1 to 100.' })
        .min(1, { error: 'Use a limit from 1 to 100.' })
        .max(100, { error: 'Use a limit from 1 to 100.' })
        .default(20),
    }),
  ),
);
export type InsightQuery = z.output<typeof ZInsightQuery>;

const ZInsightSpan = z.object({
  user_id: z.number().nullable(),
  client_id: z.number().nullable(),
  /** The first day and the day after the last (UTC). */
  from: z.iso.date(),
  to: z.iso.date(),
});

/** How well radiators heat their rooms: share of heating time struggling, and time to reach the setpoint. */
const ZHealthFigures = z.object({
  heating_hours: z.number(),
  /** Of the time heating, the share spent more than 0.5 °C below the setpoint. */
  below_setpoint_share: z.number().nullable(),
  /** Heat-ups that ended with the room at its setpoint, and the mean heating time each took. */
  heatups: z.number(),
  mean_heatup_minutes: z.number().nullable(),
});

export const ZRadiatorHealth = ZHealthFigures.extend({
  radiator_id: z.number(),
  serial: z.string().nullable(),
  manufacturer: z.string(),
  model: z.string(),
  room_id: z.number(),
  room_name: z.string(),
  home_id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  /** Heated below its setpoint for an hour or more in the span without once reaching it. */
  never_reaches: z.boolean(),
  /** Reported once, silent for more than 24 hours now. */
  offline: z.boolean(),
  last_seen_at: z.iso.datetime().nullable(),
});

export const ZRadiatorHealthReport = ZInsightSpan.extend({
  summary: ZHealthFigures.extend({
    /** In service, having ever reported, and silent for more than 24 hours since. */
    radiators: z.number(),
    reporting: z.number(),
    offline_over_24h: z.number(),
    struggling: z.number(),
    never_reaching: z.number(),
  }),
  /** The worst first: never reaching, then offline, then by struggle and slow heat-ups. */
  radiators: z.array(ZRadiatorHealth),
});
export type RadiatorHealthReport = z.output<typeof ZRadiatorHealthReport>;

const ZWaste = z.object({
  energy_kwh: z.number(),
  /** Heat delivered with a window open, and while the room was over 1 °C above its setpoint. */
  window_kwh: z.number(),
  above_band_kwh: z.number(),
  /** Of the energy, the share wasted either way. */
  wasted_share: z.number().nullable(),
});

export const ZWastedHeatReport = ZInsightSpan.extend({
  ...ZWaste.shape,
  price_per_kwh: z.number(),
  wasted_cost_gbp: z.number(),
  window_open_hours: z.number(),
  /** The homes wasting most, by kWh. */
  homes: z.array(
    ZWaste.extend({ home_id: z.number(), home_name: z.string(), user_id: z.number(), user_name: z.string() }),
  ),
});
export type WastedHeatReport = z.output<typeof ZWastedHeatReport>;

export const ZModelScore = ZHealthFigures.extend({
  manufacturer_id: z.number(),
  manufacturer: z.string(),
  model_id: z.number(),
  model: z.string(),
  rated_power_w: z.number(),
  radiators: z.number(),
  reporting: z.number(),
  offline_over_24h: z.number(),
  /** Of the radiators that have reported, the share silent for more than 24 hours. */
  offline_rate: z.number().nullable(),
  kwh_per_radiator: z.number().nullable(),
});

export const ZManufacturerScorecard = ZInsightSpan.extend({ models: z.array(ZModelScore) });
export type ManufacturerScorecard = z.output<typeof ZManufacturerScorecard>;

export const ZClientFigures = z.object({
  client_id: z.number(),
  business_name: z.string(),
  trading_name: z.string(),
  /** The billing model: a fee per home of its residential users per month. */
  home_fee_gbp: z.number(),
  residential_users: z.number(),
  homes: z.number(),
  radiators: z.number(),
  offline_over_24h: z.number(),
  struggling_radiators: z.number(),
  energy_kwh: z.number(),
  /** Mean heating degree-days of its reporting homes' locations, and its energy per degree-day. */
  degree_days: z.number(),
  kwh_per_degree_day: z.number().nullable(),
  wasted_kwh: z.number(),
  /** Earned in the span: its fees for managed homes, and its residential users' subscriptions. */
  fees_gbp: z.number(),
  subscriptions_gbp: z.number(),
});

export const ZClientsReport = ZInsightSpan.extend({
  base_c: z.number(),
  /** Up to `limit` clients, those earning the most fees first. */
  clients: z.array(ZClientFigures),
});
export type ClientsReport = z.output<typeof ZClientsReport>;

export const ZEnergyUser = z.object({
  user_id: z.number(),
  user_name: z.string(),
  /** Their homes that reported in the span, and the floor area of all their homes' rooms. */
  homes: z.number(),
  area_m2: z.number(),
  energy_kwh: z.number(),
  kwh_per_m2: z.number().nullable(),
  cost_gbp: z.number(),
});

export const ZTopEnergyUsersReport = ZInsightSpan.extend({
  price_per_kwh: z.number(),
  /** Up to `limit` residential users, those using the most energy first. */
  users: z.array(ZEnergyUser),
});
export type TopEnergyUsersReport = z.output<typeof ZTopEnergyUsersReport>;

export const insightOperations = defineOperations('insight', 'Analytics', {
  radiatorHealth: {
    method: 'GET',
    path: '/v1/analytics/admin/radiator-health',
    summary:
      'Radiators that struggle, never reach their setpoint or went silent, worst first, with how long heat-ups take',
    access: 'admin',
    query: ZInsightQuery,
    data: z.object({ analytics: ZRadiatorHealthReport }),
  },
  wastedHeat: {
    method: 'GET',
    path: '/v1/analytics/admin/wasted-heat',
    summary:
      'Heat delivered with a window open or above the comfort band, its cost, and the homes wasting most',
    access: 'admin',
    query: ZInsightQuery,
    data: z.object({ analytics: ZWastedHeatReport }),
  },
  manufacturerScorecard: {
    method: 'GET',
    path: '/v1/analytics/admin/manufacturers-scorecard',
    summary: 'Per radiator model: offline rate, heat-up speed, struggle and energy per radiator',
    access: 'admin',
    query: ZInsightQuery,
    data: z.object({ analytics: ZManufacturerScorecard }),
  },
  topEnergyUsers: {
    method: 'GET',
    path: '/v1/analytics/admin/top-energy-users',
    summary: 'The residential users using the most energy over the range, with kWh per m² and its cost',
    access: 'admin',
    query: ZInsightQuery,
    data: z.object({ analytics: ZTopEnergyUsersReport }),
  },
  clients: {
    method: 'GET',
    path: '/v1/analytics/admin/commercial-clients',
    summary:
      'Commercial clients side by side: residential users, homes, radiators, energy per degree-day, waste, fees and subscriptions',
    access: 'admin',
    query: ZInsightQuery,
    data: z.object({ analytics: ZClientsReport }),
  },
});
