import { DAY_MS, HOUR_MS } from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { FLEET_SHARDS, ROLLUP_MEASURES, type RollupMeasure } from '../modules/telemetry/rollups.ts';
import { type Column, insertColumns } from './bulk-insert.ts';
import { type RadiatorHour, type SimulatedHome, simulateHome } from './thermal/index.ts';

/** The weather's seed: every demo home of a town lives through the same winters. */
const WEATHER_SEED = 2024;
/** A 5-minute reading interval: an online hour holds twelve readings. */
const READINGS_PER_HOUR = 12;

const WIDTH = ROLLUP_MEASURES.length;
const READINGS = ROLLUP_MEASURES.findIndex(([column]) => column === 'readings');

/** What one reported radiator hour adds to each rollup measure, in ROLLUP_MEASURES order. */
function measuresOf(record: RadiatorHour): number[] {
  const added: Record<RollupMeasure, number> = {
    energy_wh: record.energyWh,
    heating_s: record.heatingSeconds,
    covered_s: 3600,
    room_c_s: record.roomTempC * 3600,
    setpoint_c_s: record.setpointC * 3600,
    below_s: record.belowSetpointSeconds,
    window_s: record.windowOpenSeconds,
    window_wh: record.windowOpenEnergyWh,
    above_wh: record.aboveBandEnergyWh,
    heatups: record.heatUpsEnded,
    readings: READINGS_PER_HOUR,
  };
  return ROLLUP_MEASURES.map(([column]) => added[column]);
}

/** Adds `measures` to `sums` at `slot`. */
function addTo(sums: Float64Array, slot: number, measures: number[]) {
  measures.forEach((value, index) => {
    sums[slot * WIDTH + index] = (sums[slot * WIDTH + index] ?? 0) + value;
  });
}

/** Adds every cell of `sums` to `total`'s. */
function addAll(total: Float64Array, sums: Float64Array) {
  sums.forEach((value, cell) => {
    total[cell] = (total[cell] ?? 0) + value;
  });
}

/** Rows of one rollup table as columns: key columns first, then the measures. */
class RollupRows {
  private readonly keys: Record<string, Column>;
  private readonly measures = ROLLUP_MEASURES.map(() => [] as number[]);

  constructor(keyTypes: Record<string, string>) {
    this.keys = Object.fromEntries(
      Object.entries(keyTypes).map(([name, type]) => [name, { type, values: [] }]),
    );
  }

  get length() {
    return this.measures[0]?.length ?? 0;
  }

  /** One row per slot of `sums` that holds readings, its key from `keyOf(slot)`. */
  addSlots(sums: Float64Array, keyOf: (slot: number) => unknown[]) {
    const names = Object.keys(this.keys);
    for (let slot = 0; slot < sums.length / WIDTH; slot += 1) {
      if (sums[slot * WIDTH + READINGS] === 0) continue;
      const key = keyOf(slot);
      names.forEach((name, index) => {
        this.keys[name]?.values.push(key[index]);
      });
      this.measures.forEach((values, index) => {
        values.push(sums[slot * WIDTH + index] ?? 0);
      });
    }
  }

  insert(tx: Tx, table: string, onConflict?: SQL) {
    const columns: Record<string, Column> = { ...this.keys };
    ROLLUP_MEASURES.forEach(([name, type], index) => {
      columns[name] = { type, values: this.measures[index] ?? [] };
    });
    return insertColumns(tx, table, columns, onConflict);
  }
}

/** A fleet day that another batch of homes wrote already takes this one's measures on top of its own. */
const ADD_TO_FLEET_DAY = sql.raw(
  `ON CONFLICT (day, shard) DO UPDATE SET ${ROLLUP_MEASURES.map(
    ([column]) => `${column} = fleet_days.${column} + excluded.${column}`,
  ).join(', ')}`,
);

/** A simulated home as it was stored: its row ids, in the simulation's order of rooms and radiators. */
export interface StoredHome {
  homeId: number;
  locationId: number;
  radiatorIds: number[][];
  simulated: SimulatedHome;
}

interface Span {
  from: Date;
  to: Date;
  hourlyFrom: Date;
}

/**
 * What a simulated home went through over a span: each radiator's measures by day and by hour and its last
 * report, and the outdoor °C of every hour (NaN where none was simulated).
 */
interface HomeHistory {
  radiators: { days: Float64Array; hours: Float64Array; lastReport: number | undefined }[];
  outdoorC: Float64Array;
}

/**
 * Histories kept from one call to the next over the same span: a home drawn for several stored homes (the large
 * demo data set) is simulated once.
 */
export type SimulatedHistories = Map<SimulatedHome, HomeHistory>;

/** The span of a history of `days` whole UTC days up to the hour of `until`, hourly for its last `hourlyDays`. */
export function historySpan(days: number, hourlyDays: number, until = new Date()): Span {
  const to = Math.floor(until.getTime() / HOUR_MS) * HOUR_MS;
  const today = Math.floor(to / DAY_MS) * DAY_MS;
  return {
    from: new Date(today - days * DAY_MS),
    to: new Date(to),
    hourlyFrom: new Date(to - hourlyDays * DAY_MS),
  };
}

/** Simulates a home over the span and sums what its radiators would have reported, by day and by hour. */
function simulateHistory(home: SimulatedHome, span: Span): HomeHistory {
  const from = span.from.getTime();
  const hourlyFrom = span.hourlyFrom.getTime();
  const days = Math.ceil((span.to.getTime() - from) / DAY_MS);
  const hours = Math.ceil((span.to.getTime() - hourlyFrom) / HOUR_MS);
  const radiators = home.rooms.flatMap((room) =>
    room.radiators.map(() => ({
      days: new Float64Array(days * WIDTH),
      hours: new Float64Array(hours * WIDTH),
      lastReport: undefined as number | undefined,
    })),
  );
  const outdoorC = new Float64Array(Math.ceil((span.to.getTime() - from) / HOUR_MS)).fill(Number.NaN);
  const firstOfRoom = home.rooms.map((_, room) =>
    home.rooms.slice(0, room).reduce((sum, { radiators }) => sum + radiators.length, 0),
  );
  simulateHome(home, WEATHER_SEED, span.from, span.to, (record) => {
    const at = record.hour.getTime();
    outdoorC[(at - from) / HOUR_MS] = record.outdoorC;
    if (!record.online) return;
    const radiator = radiators[(firstOfRoom[record.roomIndex] ?? 0) + record.radiatorIndex];
    if (!radiator) return;
    // Its last report: the end of its last online hour (records come in time order).
    radiator.lastReport = at + HOUR_MS;
    const measures = measuresOf(record);
    addTo(radiator.days, Math.floor((at - from) / DAY_MS), measures);
    const hour = (at - hourlyFrom) / HOUR_MS;
    if (hour >= 0) addTo(radiator.hours, hour, measures);
  });
  return { radiators, outdoorC };
}

/**
 * Simulates the homes over whole UTC days from `from` to `to` and writes what their gateways would have
 * reported, as rollups: radiator, home and fleet days for the whole span, radiator hours from `hourlyFrom`
 * on, the outdoor hours of their locations, and each radiator's last report. Raw readings are not written:
 * every analytics query reads the rollups. Fleet days add up with those of earlier calls and outdoor hours
 * already stored stay, so homes may come in batches; `histories`, shared between calls over one span, saves
 * simulating a home again. Answers how many rollup rows it wrote.
 */
export async function writeHeatingHistory(
  tx: Tx,
  homes: StoredHome[],
  span: Span,
  histories?: SimulatedHistories,
): Promise<number> {
  const from = span.from.getTime();
  const days = Math.ceil((span.to.getTime() - from) / DAY_MS);
  const hours = Math.ceil((span.to.getTime() - span.hourlyFrom.getTime()) / HOUR_MS);
  const dayOf = Array.from({ length: days }, (_, slot) =>
    new Date(from + slot * DAY_MS).toISOString().slice(0, 10),
  );
  const hourOf = Array.from({ length: hours }, (_, slot) =>
    new Date(span.hourlyFrom.getTime() + slot * HOUR_MS).toISOString(),
  );

  const radiatorHours = new RollupRows({ radiator_id: 'int4', hour: 'timestamptz', home_id: 'int4' });
  const radiatorDays = new RollupRows({ radiator_id: 'int4', day: 'date', home_id: 'int4' });
  const homeDays = new RollupRows({ home_id: 'int4', day: 'date' });
  const fleet = new Map<number, Float64Array>();
  const outdoor = new Map<number, Float64Array>();
  const lastSeen = new Map<number, number>();

  for (const home of homes) {
    const history = histories?.get(home.simulated) ?? simulateHistory(home.simulated, span);
    histories?.set(home.simulated, history);
    if (!outdoor.has(home.locationId)) outdoor.set(home.locationId, history.outdoorC);
    const homeSums = new Float64Array(days * WIDTH);
    home.radiatorIds.flat().forEach((radiatorId, index) => {
      const radiator = history.radiators[index];
      if (!radiator) return;
      radiatorDays.addSlots(radiator.days, (slot) => [radiatorId, dayOf[slot], home.homeId]);
      radiatorHours.addSlots(radiator.hours, (slot) => [radiatorId, hourOf[slot], home.homeId]);
      addAll(homeSums, radiator.days);
      if (radiator.lastReport !== undefined) lastSeen.set(radiatorId, radiator.lastReport);
    });
    homeDays.addSlots(homeSums, (slot) => [home.homeId, dayOf[slot]]);
    const shard = home.homeId % FLEET_SHARDS;
    const fleetSums = fleet.get(shard) ?? new Float64Array(days * WIDTH);
    addAll(fleetSums, homeSums);
    fleet.set(shard, fleetSums);
  }

  const fleetDays = new RollupRows({ day: 'date', shard: 'int2' });
  // In one order of keys, fleet days and outdoor hours alike: concurrent batches wait for each other's rows
  // instead of deadlocking.
  for (const [shard, sums] of [...fleet].sort(([a], [b]) => a - b)) {
    fleetDays.addSlots(sums, (slot) => [dayOf[slot], shard]);
  }
  await radiatorHours.insert(tx, 'radiator_hours');
  await radiatorDays.insert(tx, 'radiator_days');
  await homeDays.insert(tx, 'home_days');
  await fleetDays.insert(tx, 'fleet_days', ADD_TO_FLEET_DAY);
  const outdoorRows = [...outdoor]
    .sort(([a], [b]) => a - b)
    .flatMap(([locationId, temperatures]) =>
      Array.from(temperatures, (temperature, slot) => [locationId, slot, temperature] as const).filter(
        ([, , temperature]) => !Number.isNaN(temperature),
      ),
    );
  await insertColumns(
    tx,
    'outdoor_hours',
    {
      location_id: { type: 'int4', values: outdoorRows.map((row) => row[0]) },
      hour: {
        type: 'timestamptz',
        values: outdoorRows.map((row) => new Date(from + row[1] * HOUR_MS).toISOString()),
      },
      temperature_c: { type: 'real', values: outdoorRows.map((row) => row[2]) },
    },
    sql`ON CONFLICT (location_id, hour) DO NOTHING`,
  );
  const ids = [...lastSeen.keys()];
  const times = [...lastSeen.values()].map((at) => new Date(at).toISOString());
  await tx.execute(sql`UPDATE radiators AS r SET last_seen_at = seen.at
    FROM unnest(${sql.param(ids)}::int4[], ${sql.param(times)}::timestamptz[]) AS seen(id, at)
    WHERE r.id = seen.id`);
  return radiatorHours.length + radiatorDays.length + homeDays.length + fleetDays.length;
}
