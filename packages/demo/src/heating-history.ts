import { addDampMeasures, DAY_MS, HOUR_MS, noDampMeasures, type RoomType } from '@radiant/contract';
import { type RadiatorHour, type SimulatedHome, simulateHome } from './thermal/index.ts';

/** The weather's seed: every demo home of a town lives through the same winters. */
const WEATHER_SEED = 2024;
/** A 5-minute reading interval: an online hour holds twelve readings. */
const READINGS_PER_HOUR = 12;

/** What the damp and cold measures need to know of a radiator besides its hour. */
interface RadiatorPlace {
  roomType: RoomType;
  ratedPowerW: number;
  /** Its home's temperature factor. */
  fRsi: number | null;
}

/** Every rollup measure, by its column: what measureHour fills (one record, reused from hour to hour). */
const noMeasures = () => ({
  energy_wh: 0,
  heating_s: 0,
  covered_s: 0,
  room_c_s: 0,
  setpoint_c_s: 0,
  below_s: 0,
  window_s: 0,
  window_wh: 0,
  above_wh: 0,
  heatups: 0,
  readings: 0,
  ...noDampMeasures(),
});

/** A measure the simulated history sums: a column of the server's rollups. */
export type HeatingMeasure = keyof ReturnType<typeof noMeasures>;

/** Writes into `into` what one reported radiator hour adds to each rollup measure. */
function measureHour(record: RadiatorHour, radiator: RadiatorPlace, into: Record<HeatingMeasure, number>) {
  into.energy_wh = record.energyWh;
  into.heating_s = record.heatingSeconds;
  into.covered_s = 3600;
  into.room_c_s = record.roomTempC * 3600;
  into.setpoint_c_s = record.setpointC * 3600;
  into.below_s = record.belowSetpointSeconds;
  into.window_s = record.windowOpenSeconds;
  into.window_wh = record.windowOpenEnergyWh;
  into.above_wh = record.aboveBandEnergyWh;
  into.heatups = record.heatUpsEnded;
  into.readings = READINGS_PER_HOUR;
  addDampMeasures(
    {
      seconds: 3600,
      startMs: record.hour.getTime(),
      roomType: radiator.roomType,
      roomC: record.roomTempC,
      setpointC: record.setpointC,
      // The hour's mean valve output, as the gateway's 5-minute output_pct would average.
      outputPct: (100 * record.energyWh) / radiator.ratedPowerW,
      humidityPct: record.humidityPct,
      outdoorC: record.outdoorC,
      fRsi: radiator.fRsi,
    },
    into,
  );
}

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
  const places: RadiatorPlace[] = home.rooms.flatMap((room) =>
    room.radiators.map(({ ratedPowerW }) => ({
      roomType: room.type,
      ratedPowerW,
      fRsi: home.temperatureFactor,
    })),
  );
  const measured = noMeasures();
  // Where each measure asked for is among the record's values, read in order: by name costs more than the rest.
  const positions = measures.map((measure) => Object.keys(measured).indexOf(measure));
  /** The hour's measures in the order asked for. */
  const added = new Float64Array(width);
  /** Adds `added` to the measures of `sums` at `slot`. */
  const addTo = (sums: Float64Array, slot: number) => {
    for (let index = 0; index < width; index++) {
      sums[slot * width + index] = (sums[slot * width + index] ?? 0) + (added[index] ?? 0);
    }
  };
  simulateHome(home, WEATHER_SEED, span.from, span.to, (record) => {
    const at = record.hour.getTime();
    outdoorC[(at - from) / HOUR_MS] = record.outdoorC;
    if (!record.online) return;
    const ofHome = (firstOfRoom[record.roomIndex] ?? 0) + record.radiatorIndex;
    const radiator = radiators[ofHome];
    const place = places[ofHome];
    if (!radiator || !place) return;
    // Its last report: the end of its last online hour (records come in time order).
    radiator.lastReport = at + HOUR_MS;
    measureHour(record, place, measured);
    const values = Object.values(measured);
    for (let index = 0; index < width; index++) added[index] = values[positions[index] as number] ?? 0;
    addTo(radiator.days, Math.floor((at - from) / DAY_MS));
    const hour = (at - hourlyFrom) / HOUR_MS;
    if (hour >= 0) addTo(radiator.hours, hour);
  });
  return { radiators, outdoorC };
}
