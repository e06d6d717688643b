import { DAY_MS, HOUR_MS } from '@radiant/contract';
import {
  type HeatingMeasure,
  type SimulatedHistories,
  type Span,
  simulateHistory,
} from './heating-history.ts';
import type { SimulatedHome } from './thermal/index.ts';

/** A simulated home as it was stored: its row ids, in the simulation's order of rooms and radiators. */
export interface StoredHome {
  homeId: number;
  locationId: number;
  radiatorIds: number[][];
  simulated: SimulatedHome;
}

/** A key column of the rollups. */
export type RollupKey = 'radiator_id' | 'home_id' | 'hour' | 'day' | 'shard';

/** Rows of one rollup table as columns: each key column's values, and each measure's in the order asked for. */
export class RollupColumns {
  readonly keys: Map<RollupKey, unknown[]>;
  readonly measures: number[][];

  constructor(
    keyColumns: RollupKey[],
    measureCount: number,
    private readonly readingsIndex: number,
  ) {
    this.keys = new Map(keyColumns.map((column) => [column, []]));
    this.measures = Array.from({ length: measureCount }, () => []);
  }

  get length() {
    return this.measures[0]?.length ?? 0;
  }

  /** One row per slot of `sums` that holds readings, its key from `keyOf(slot)`. */
  addSlots(sums: Float64Array, keyOf: (slot: number) => unknown[]) {
    const width = this.measures.length;
    const columns = [...this.keys.values()];
    for (let slot = 0; slot < sums.length / width; slot += 1) {
      if (sums[slot * width + this.readingsIndex] === 0) continue;
      const key = keyOf(slot);
      columns.forEach((values, index) => {
        values.push(key[index]);
      });
      this.measures.forEach((values, index) => {
        values.push(sums[slot * width + index] ?? 0);
      });
    }
  }
}

/** What the gateways of some homes would have reported over a span, as the rows of each rollup. */
export interface HeatingRollups {
  radiatorHours: RollupColumns;
  radiatorDays: RollupColumns;
  homeDays: RollupColumns;
  /** Summed by shard of the fleet, in the order of the shards. */
  fleetDays: RollupColumns;
  /** Each location's outdoor temperature by hour, in the order of the locations. */
  outdoorHours: { location_id: number[]; hour: string[]; temperature_c: number[] };
  /** Each radiator's last report. */
  lastSeen: { radiatorIds: number[]; at: string[] };
}

interface RollupOptions {
  /** The rollups' measures, in the order of their columns; `readings` among them. */
  measures: readonly HeatingMeasure[];
  /** A home's fleet days are those of shard `homeId % fleetShards`. */
  fleetShards: number;
  /** Shared between calls over one span, saves simulating a home again. */
  histories?: SimulatedHistories;
}

/** Adds every cell of `sums` to `total`'s. */
function addAll(total: Float64Array, sums: Float64Array) {
  sums.forEach((value, cell) => {
    total[cell] = (total[cell] ?? 0) + value;
  });
}

/**
 * Simulates the homes over whole UTC days from `from` to `to` and sums what their gateways would have reported,
 * as rollup rows: radiator, home and fleet days for the whole span, radiator hours from `hourlyFrom` on, the
 * outdoor hours of their locations, and each radiator's last report. Raw readings are not drawn: every analytics
 * query reads the rollups.
 */
export function heatingRollups(homes: StoredHome[], span: Span, options: RollupOptions): HeatingRollups {
  const { measures, fleetShards, histories } = options;
  const width = measures.length;
  const readingsIndex = measures.indexOf('readings');
  if (readingsIndex < 0) throw new Error('The rollups need a readings measure to tell reported slots.');
  const rows = (keyColumns: RollupKey[]) => new RollupColumns(keyColumns, width, readingsIndex);
  const from = span.from.getTime();
  const days = Math.ceil((span.to.getTime() - from) / DAY_MS);
  const hours = Math.ceil((span.to.getTime() - span.hourlyFrom.getTime()) / HOUR_MS);
  const dayOf = Array.from({ length: days }, (_, slot) =>
    new Date(from + slot * DAY_MS).toISOString().slice(0, 10),
  );
  const hourOf = Array.from({ length: hours }, (_, slot) =>
    new Date(span.hourlyFrom.getTime() + slot * HOUR_MS).toISOString(),
  );

  const radiatorHours = rows(['radiator_id', 'hour', 'home_id']);
  const radiatorDays = rows(['radiator_id', 'day', 'home_id']);
  const homeDays = rows(['home_id', 'day']);
  const fleet = new Map<number, Float64Array>();
  const outdoor = new Map<number, Float64Array>();
  const lastSeen = new Map<number, number>();

  for (const home of homes) {
    const history = histories?.get(home.simulated) ?? simulateHistory(home.simulated, span, measures);
    histories?.set(home.simulated, history);
    if (!outdoor.has(home.locationId)) outdoor.set(home.locationId, history.outdoorC);
    const homeSums = new Float64Array(days * width);
    home.radiatorIds.flat().forEach((radiatorId, index) => {
      const radiator = history.radiators[index];
      if (!radiator) return;
      radiatorDays.addSlots(radiator.days, (slot) => [radiatorId, dayOf[slot], home.homeId]);
      radiatorHours.addSlots(radiator.hours, (slot) => [radiatorId, hourOf[slot], home.homeId]);
      addAll(homeSums, radiator.days);
      if (radiator.lastReport !== undefined) lastSeen.set(radiatorId, radiator.lastReport);
    });
    homeDays.addSlots(homeSums, (slot) => [home.homeId, dayOf[slot]]);
    const shard = home.homeId % fleetShards;
    const fleetSums = fleet.get(shard) ?? new Float64Array(days * width);
    addAll(fleetSums, homeSums);
    fleet.set(shard, fleetSums);
  }

  const fleetDays = rows(['day', 'shard']);
  // In one order of keys, fleet days and outdoor hours alike: batches stored concurrently wait for each other's
  // rows instead of deadlocking.
  for (const [shard, sums] of [...fleet].sort(([a], [b]) => a - b)) {
    fleetDays.addSlots(sums, (slot) => [dayOf[slot], shard]);
  }
  const outdoorRows = [...outdoor]
    .sort(([a], [b]) => a - b)
    .flatMap(([locationId, temperatures]) =>
      Array.from(temperatures, (temperature, slot) => [locationId, slot, temperature] as const).filter(
        ([, , temperature]) => !Number.isNaN(temperature),
      ),
    );
  return {
    radiatorHours,
    radiatorDays,
    homeDays,
    fleetDays,
    outdoorHours: {
      location_id: outdoorRows.map((row) => row[0]),
      hour: outdoorRows.map((row) => new Date(from + row[1] * HOUR_MS).toISOString()),
      temperature_c: outdoorRows.map((row) => row[2]),
    },
    lastSeen: {
      radiatorIds: [...lastSeen.keys()],
      at: [...lastSeen.values()].map((at) => new Date(at).toISOString()),
    },
  };
}
