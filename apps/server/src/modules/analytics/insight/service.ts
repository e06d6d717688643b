import {
  type ClientsReport,
  DAY_MS,
  INSIGHT_DAYS,
  type InsightQuery,
  type ManufacturerScorecard,
  OFFLINE_AFTER_MS,
  type RadiatorHealthReport,
  type TopEnergyUsersReport,
  type WastedHeatReport,
} from '@radiant/contract';
import type { Db } from '../../../db/database.ts';
import { fieldRefusal } from '../../../errors.ts';
import { piecesOf } from '../business/buckets.ts';
import { homesScopeOf } from '../scope.ts';
import { dayOf, daysThrough, round } from '../time.ts';
import {
  type HealthSums,
  type Range,
  selectClientFigures,
  selectModelScores,
  selectRadiatorHealth,
  selectTopEnergyUsers,
  selectWastedHeat,
  type WasteSums,
} from './repository.ts';

const kwh = (wh: number) => round(wh / 1000, 3);

/** The days a query covers (its range, end included, else the last INSIGHT_DAYS), and who counts as offline. */
function rangeOf(query: Pick<InsightQuery, 'start_date' | 'end_date'>, now = new Date()): Range {
  const offlineBefore = new Date(now.getTime() - OFFLINE_AFTER_MS);
  if (query.start_date && query.end_date) {
    return { ...daysThrough(query.start_date, query.end_date), offlineBefore };
  }
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return {
    from: dayOf(new Date(tomorrow - INSIGHT_DAYS * DAY_MS)),
    to: dayOf(new Date(tomorrow)),
    offlineBefore,
  };
}

/** Heating hours, struggle and heat-up time from health sums. */
function healthOf(sums: HealthSums) {
  return {
    heating_hours: round(sums.heating_s / 3600),
    below_setpoint_share: sums.heating_s > 0 ? round(sums.below_s / sums.heating_s, 3) : null,
    heatups: sums.heatups,
    mean_heatup_minutes: sums.heatups > 0 ? round(sums.below_s / sums.heatups / 60, 1) : null,
  };
}

function wasteOf(sums: WasteSums) {
  return {
    energy_kwh: kwh(sums.energy_wh),
    window_kwh: kwh(sums.window_wh),
    above_band_kwh: kwh(sums.above_wh),
    wasted_share: sums.energy_wh > 0 ? round((sums.window_wh + sums.above_wh) / sums.energy_wh, 3) : null,
  };
}

function insightSpanOf(query: InsightQuery) {
  const range = rangeOf(query);
  return {
    range,
    whose: homesScopeOf(query),
    user_id: query.userId ?? null,
    client_id: query.clientId ?? null,
  };
}

const spanFields = ({ range, user_id, client_id }: ReturnType<typeof insightSpanOf>) => ({
  user_id,
  client_id,
  from: range.from,
  to: range.to,
});

export async function radiatorHealthReport(db: Db, query: InsightQuery): Promise<RadiatorHealthReport> {
  const span = insightSpanOf(query);
  const { summary, radiators } = await selectRadiatorHealth(db, span.whose, span.range, query.limit);
  return {
    ...spanFields(span),
    summary: {
      radiators: summary.radiators,
      reporting: summary.reporting,
      offline_over_24h: summary.offline_over_24h,
      struggling: summary.struggling,
      never_reaching: summary.never_reaching,
      ...healthOf(summary),
    },
    radiators: radiators.map(({ heating_s, below_s, heatups, last_seen_at, ...radiator }) => ({
      ...radiator,
      ...healthOf({ heating_s, below_s, heatups }),
      last_seen_at: last_seen_at ? new Date(last_seen_at).toISOString() : null,
    })),
  };
}

export async function wastedHeatReport(db: Db, query: InsightQuery): Promise<WastedHeatReport> {
  const span = insightSpanOf(query);
  const { totals, homes } = await selectWastedHeat(db, span.whose, span.range, query.limit);
  const wasted = totals.window_wh + totals.above_wh;
  return {
    ...spanFields(span),
    ...wasteOf(totals),
    price_per_kwh: query.price_per_kwh,
    wasted_cost_gbp: round((wasted / 1000) * query.price_per_kwh),
    window_open_hours: round(totals.window_s / 3600, 1),
    homes: homes.map(({ energy_wh, window_wh, above_wh, ...home }) => ({
      ...home,
      ...wasteOf({ energy_wh, window_wh, above_wh }),
    })),
  };
}

export async function topEnergyUsersReport(db: Db, query: InsightQuery): Promise<TopEnergyUsersReport> {
  const span = insightSpanOf(query);
  const rows = await selectTopEnergyUsers(db, span.whose, span.range, query.limit);
  return {
    ...spanFields(span),
    price_per_kwh: query.price_per_kwh,
    users: rows.map(({ energy_wh, ...user }) => ({
      ...user,
      area_m2: round(user.area_m2, 1),
      energy_kwh: kwh(energy_wh),
      kwh_per_m2: user.area_m2 > 0 ? round(energy_wh / 1000 / user.area_m2, 3) : null,
      cost_gbp: round((energy_wh / 1000) * query.price_per_kwh),
    })),
  };
}

export async function manufacturerScorecard(db: Db, query: InsightQuery): Promise<ManufacturerScorecard> {
  const span = insightSpanOf(query);
  const rows = await selectModelScores(db, span.whose, span.range);
  return {
    ...spanFields(span),
    models: rows.map(({ energy_wh, heating_s, below_s, heatups, ...model }) => ({
      ...model,
      ...healthOf({ heating_s, below_s, heatups }),
      offline_rate: model.reporting > 0 ? round(model.offline_over_24h / model.reporting, 3) : null,
      kwh_per_radiator: model.reporting > 0 ? kwh(energy_wh / model.reporting) : null,
    })),
  };
}

export async function clientsReport(db: Db, query: InsightQuery): Promise<ClientsReport> {
  if (query.userId !== undefined) {
    throw fieldRefusal('userId', 'clientsAcrossFleet');
  }
  const span = insightSpanOf(query);
  const start = new Date(`${span.range.from}T00:00:00Z`);
  const end = new Date(Math.min(Date.parse(`${span.range.to}T00:00:00Z`), Date.now()));
  const pieces = piecesOf(start < end ? [{ start, end }] : []);
  const rows = await selectClientFigures(db, query.clientId, span.range, pieces, query.base_c, query.limit);
  return {
    ...spanFields(span),
    base_c: query.base_c,
    clients: rows.map(({ energy_wh, wasted_wh, degree_days, fees_gbp, subscriptions_gbp, ...client }) => ({
      ...client,
      energy_kwh: kwh(energy_wh),
      degree_days: round(degree_days),
      kwh_per_degree_day: degree_days >= 0.1 ? round(energy_wh / 1000 / degree_days, 3) : null,
      wasted_kwh: kwh(wasted_wh),
      fees_gbp: round(fees_gbp),
      subscriptions_gbp: round(subscriptions_gbp),
    })),
  };
}
