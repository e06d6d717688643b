import type { AnalyticsQuery, HeatingAnalytics, RoomsUsageQuery, RoomUsage } from '@radiant/contract';
import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../errors.ts';
import { homesScopeOf, type Scope } from '../scope.ts';
import { dayOf, daysThrough, round } from '../time.ts';
import {
  type BucketSums,
  findRoomOwner,
  type RadiatorUsageRow,
  selectHeatingBuckets,
  selectRadiatorUsage,
} from './repository.ts';
import { heatingSpanOf } from './span.ts';

type HeatingSums = Pick<BucketSums, 'energy_wh' | 'heating_s' | 'covered_s' | 'room_c_s' | 'setpoint_c_s'>;

/** What every heating figure starts with (the contract's ZHeating): energy, heating hours, mean temperatures. */
function heatingFiguresOf(sums: HeatingSums) {
  const reported = sums.covered_s > 0;
  return {
    energy_kwh: round(sums.energy_wh / 1000, 3),
    heating_hours: round(sums.heating_s / 3600),
    room_c: reported ? round(sums.room_c_s / sums.covered_s) : null,
    setpoint_c: reported ? round(sums.setpoint_c_s / sums.covered_s) : null,
  };
}

/** A bucket's figures as the API answers them; `price` in GBP per kWh. */
function measuresOf(sums: Omit<BucketSums, 'start'>, price: number) {
  const kwh = sums.energy_wh / 1000;
  return {
    ...heatingFiguresOf(sums),
    outdoor_c: sums.outdoor_c === null ? null : round(sums.outdoor_c),
    degree_days: round(sums.degree_days),
    // Below a tenth of a degree-day the ratio says more about rounding than about the home.
    kwh_per_degree_day: sums.degree_days >= 0.1 ? round(kwh / sums.degree_days, 3) : null,
    cost_gbp: round(kwh * price),
  };
}

/** The whole span's sums: a mean outdoor temperature over the buckets that have one. */
function totalOf(buckets: BucketSums[]): Omit<BucketSums, 'start'> {
  const outdoors = buckets.flatMap((bucket) => (bucket.outdoor_c === null ? [] : [bucket.outdoor_c]));
  const sum = (pick: (bucket: BucketSums) => number) =>
    buckets.reduce((total, bucket) => total + pick(bucket), 0);
  return {
    energy_wh: sum((bucket) => bucket.energy_wh),
    heating_s: sum((bucket) => bucket.heating_s),
    covered_s: sum((bucket) => bucket.covered_s),
    room_c_s: sum((bucket) => bucket.room_c_s),
    setpoint_c_s: sum((bucket) => bucket.setpoint_c_s),
    outdoor_c:
      outdoors.length > 0 ? outdoors.reduce((total, value) => total + value, 0) / outdoors.length : null,
    degree_days: sum((bucket) => bucket.degree_days),
  };
}

type HeatingQuery = Omit<AnalyticsQuery, 'userId' | 'clientId'>;

/** Buckets and totals of a scope over the span a query asks for. */
async function heatingOf(db: Db, scope: Scope, query: HeatingQuery) {
  const span = heatingSpanOf(query);
  const buckets = await selectHeatingBuckets(db, span, scope, query.base_c);
  return {
    period: query.period,
    from: span.from.toISOString(),
    to: span.to.toISOString(),
    base_c: query.base_c,
    price_per_kwh: query.price_per_kwh,
    buckets: buckets.map((bucket) => ({
      start: new Date(bucket.start).toISOString(),
      ...measuresOf(bucket, query.price_per_kwh),
    })),
    totals: measuresOf(totalOf(buckets), query.price_per_kwh),
  };
}

/**
 * Heating analytics of the fleet, of one residential user, or of one commercial client's residential users
 * (ids checked by the caller).
 */
export async function heatingAnalytics(db: Db, query: AnalyticsQuery): Promise<HeatingAnalytics> {
  return {
    user_id: query.userId ?? null,
    client_id: query.clientId ?? null,
    room_id: null,
    ...(await heatingOf(db, homesScopeOf(query), query)),
  };
}

/** One room over time; an unknown room is a 404. */
export async function roomHeating(db: Db, roomId: number, query: HeatingQuery): Promise<HeatingAnalytics> {
  const owner = await findRoomOwner(db, roomId);
  if (owner === undefined) throw notFound('room');
  return {
    user_id: owner,
    client_id: null,
    room_id: roomId,
    ...(await heatingOf(db, { kind: 'room', id: roomId }, query)),
  };
}

type UsageSums = Pick<
  RadiatorUsageRow,
  'energy_wh' | 'heating_s' | 'covered_s' | 'room_c_s' | 'setpoint_c_s' | 'below_s' | 'window_wh' | 'above_wh'
>;

function toUsage(sums: UsageSums) {
  return {
    ...heatingFiguresOf(sums),
    below_setpoint_share: sums.heating_s > 0 ? round(sums.below_s / sums.heating_s, 3) : null,
    window_kwh: round(sums.window_wh / 1000, 3),
    above_band_kwh: round(sums.above_wh / 1000, 3),
  };
}

/** The days a rooms-usage query covers: its range (end included), else its month or year, this month by default. */
function daysOf(query: RoomsUsageQuery, now = new Date()): { from: string; to: string } {
  if (query.start_date && query.end_date) return daysThrough(query.start_date, query.end_date);
  const year = query.year ?? now.getUTCFullYear();
  if (query.period === 'yearly') return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
  const month = query.month !== undefined ? query.month - 1 : now.getUTCMonth();
  return {
    from: dayOf(new Date(Date.UTC(year, month, 1))),
    to: dayOf(new Date(Date.UTC(year, month + 1, 1))),
  };
}

/** A user's rooms, each with its radiators in service and their use over the span; none without radiators. */
export async function roomsUsage(db: Db, query: RoomsUsageQuery): Promise<RoomUsage[]> {
  const { from, to } = daysOf(query);
  const rows = await selectRadiatorUsage(db, query.userId, from, to);
  const rooms = new Map<number, { first: RadiatorUsageRow; radiators: RadiatorUsageRow[] }>();
  for (const row of rows) {
    const room = rooms.get(row.room_id) ?? { first: row, radiators: [] };
    room.radiators.push(row);
    rooms.set(row.room_id, room);
  }
  return [...rooms.values()].map(({ first, radiators }) => {
    const sum = (pick: (row: RadiatorUsageRow) => number) =>
      radiators.reduce((total, row) => total + pick(row), 0);
    const sums: UsageSums = {
      energy_wh: sum((row) => row.energy_wh),
      heating_s: sum((row) => row.heating_s),
      covered_s: sum((row) => row.covered_s),
      room_c_s: sum((row) => row.room_c_s),
      setpoint_c_s: sum((row) => row.setpoint_c_s),
      below_s: sum((row) => row.below_s),
      window_wh: sum((row) => row.window_wh),
      above_wh: sum((row) => row.above_wh),
    };
    return {
      room_id: first.room_id,
      name: first.room_name,
      type: first.room_type,
      area_m2: first.area_m2,
      home_id: first.home_id,
      home_name: first.home_name,
      ...toUsage(sums),
      kwh_per_m2: round(sums.energy_wh / 1000 / first.area_m2, 3),
      radiators: radiators.map((row) => ({
        radiator_id: row.radiator_id,
        serial: row.serial,
        manufacturer: row.manufacturer,
        model: row.model,
        rated_power_w: row.rated_power_w,
        last_seen_at: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
        ...toUsage(row),
      })),
    };
  });
}
