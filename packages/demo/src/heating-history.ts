import { DAY_MS, HOUR_MS } from '@radiant/contract';
import { type RadiatorHour, type SimulatedHome, simulateHome } from './thermal/index.ts';

/** The weather's seed: every demo home of a town lives through the same winters. */
const WEATHER_SEED = 2024;
/** A 5-minute reading interval: an online hour holds twelve readings. */
const READINGS_PER_HOUR = 12;

/** What one reported radiator hour adds to each rollup measure, by the measure's column. */
const measuresOf = (record: RadiatorHour) => ({
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
});

/** A measure the simulated history sums: a column of the server's rollups. */
export type HeatingMeasure = keyof ReturnType<typeof measuresOf>;

export interface Span {
  from: Date;
  to: Date;
  hourlyFrom: Date;
}

/**
 * What a simulated home went through over a span: each radiator's measures by day and by hour (a slot of as many
 * cells as measures, in their order) and its last report, and the outdoor °C of every hour (NaN where none was
 * simulated).
 */
export interface HomeHistory {
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

/**
 * Simulates a home over the span and sums what its radiators would have reported, by day and by hour, each slot
 * holding `measures` in their order.
 */
export function simulateHistory(
  home: SimulatedHome,
  span: Span,
  measures: readonly HeatingMeasure[],
): HomeHistory {
  const width = measures.length;
  const from = span.from.getTime();
  const hourlyFrom = span.hourlyFrom.getTime();
  const days = Math.ceil((span.to.getTime() - from) / DAY_MS);
  const hours = Math.ceil((span.to.getTime() - hourlyFrom) / HOUR_MS);
  const radiators = home.rooms.flatMap((room) =>
    room.radiators.map(() => ({
      days: new Float64Array(days * width),
      hours: new Float64Array(hours * width),
      lastReport: undefined as number | undefined,
    })),
  );
  const outdoorC = new Float64Array(Math.ceil((span.to.getTime() - from) / HOUR_MS)).fill(Number.NaN);
  const firstOfRoom = home.rooms.map((_, room) =>
    home.rooms.slice(0, room).reduce((sum, { radiators }) => sum + radiators.length, 0),
  );
  /** Adds `added` to the measures of `sums` at `slot`. */
  const addTo = (sums: Float64Array, slot: number, added: Record<HeatingMeasure, number>) => {
    measures.forEach((measure, index) => {
      sums[slot * width + index] = (sums[slot * width + index] ?? 0) + added[measure];
    });
  };
  simulateHome(home, WEATHER_SEED, span.from, span.to, (record) => {
    const at = record.hour.getTime();
    outdoorC[(at - from) / HOUR_MS] = record.outdoorC;
    if (!record.online) return;
    const radiator = radiators[(firstOfRoom[record.roomIndex] ?? 0) + record.radiatorIndex];
    if (!radiator) return;
    // Its last report: the end of its last online hour (records come in time order).
    radiator.lastReport = at + HOUR_MS;
    const added = measuresOf(record);
    addTo(radiator.days, Math.floor((at - from) / DAY_MS), added);
    const hour = (at - hourlyFrom) / HOUR_MS;
    if (hour >= 0) addTo(radiator.hours, hour, added);
  });
  return { radiators, outdoorC };
}
