import { HOUR_MS, type RoomType } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import type { ReadingColumns } from './batch.ts';
import { type ReadingConditions, sumByRadiatorHour } from './hourly-sums.ts';
import { ROLLUP_COLUMNS, type RollupMeasure } from './rollups.ts';

const START = Date.UTC(2026, 10, 20, 6);

type Reading = { radiator: number; minutes: number; humidity_pct?: number } & Partial<
  Record<'room_c' | 'setpoint_c' | 'output_pct' | 'energy_wh', number>
> &
  Partial<Record<'window_open' | 'reached_setpoint', boolean>>;

/** Readings as a batch's columns, each `minutes` after START, of 5 minutes unless told. */
function columnsOf(readings: Reading[]): ReadingColumns {
  return {
    radiator_id: readings.map((reading) => reading.radiator),
    at: readings.map((reading) => START + reading.minutes * 60_000),
    interval_s: readings.map(() => 300),
    room_c: readings.map((reading) => reading.room_c ?? 20),
    setpoint_c: readings.map((reading) => reading.setpoint_c ?? 20),
    output_pct: readings.map((reading) => reading.output_pct ?? 0),
    energy_wh: readings.map((reading) => reading.energy_wh ?? 0),
    window_open: readings.map((reading) => reading.window_open ?? false),
    reached_setpoint: readings.map((reading) => reading.reached_setpoint ?? false),
    humidity_pct: readings.map((reading) => reading.humidity_pct ?? null),
  };
}

/** Radiator 1 in a living room, the others in bedrooms; 0 °C outdoors at every hour, walls as the default. */
const CONDITIONS: ReadingConditions = {
  roomTypeOf: (radiatorId): RoomType => (radiatorId === 1 ? 'living' : 'bedroom'),
  outdoorOf: () => 0,
  temperatureFactor: null,
};

/** The sums as one object a radiator hour, measures by column name. */
function rowsOf(readings: ReadingColumns, indexes?: number[], conditions = CONDITIONS) {
  const sums = sumByRadiatorHour(readings, conditions, indexes);
  return sums.hour.map((hour, row) => ({
    radiator_id: sums.radiator_id[row],
    hour: new Date(hour * HOUR_MS).toISOString(),
    latest: new Date(sums.latest[row] ?? 0).toISOString(),
    ...(Object.fromEntries(
      ROLLUP_COLUMNS.map((column, index) => [column, sums.measures[index]?.[row]]),
    ) as Record<RollupMeasure, number>),
  }));
}

describe('sumByRadiatorHour', () => {
  it('sums each radiator hour apart, a reading counting in the hour its interval began', () => {
    const rows = rowsOf(
      columnsOf([
        { radiator: 1, minutes: 5, output_pct: 50, energy_wh: 10 },
        { radiator: 2, minutes: 5, output_pct: 0, energy_wh: 0 },
        // Ends at 07:00: its five minutes began at 06:55.
        { radiator: 1, minutes: 60, output_pct: 20, energy_wh: 4 },
        { radiator: 1, minutes: 65, output_pct: 0, energy_wh: 0 },
      ]),
    );
    expect(rows).toMatchObject([
      { radiator_id: 1, hour: '2026-11-20T06:00:00.000Z', latest: '2026-11-20T07:00:00.000Z', readings: 2 },
      { radiator_id: 2, hour: '2026-11-20T06:00:00.000Z', readings: 1, energy_wh: 0, heating_s: 0 },
      { radiator_id: 1, hour: '2026-11-20T07:00:00.000Z', latest: '2026-11-20T07:05:00.000Z', readings: 1 },
    ]);
    expect(rows[0]).toMatchObject({ energy_wh: 14, heating_s: 600, covered_s: 600 });
  });

  it('counts heating below the setpoint, open windows, heat above the comfort band and heat-ups', () => {
    const [row] = rowsOf(
      columnsOf([
        // Heating, 1 °C short of the setpoint: struggling.
        { radiator: 1, minutes: 5, room_c: 19, setpoint_c: 20, output_pct: 80, energy_wh: 30 },
        // Heating, 0.4 °C short: not struggling; the window open.
        {
          radiator: 1,
          minutes: 10,
          room_c: 19.6,
          setpoint_c: 20,
          output_pct: 60,
          energy_wh: 20,
          window_open: true,
        },
        // 1.5 °C above the setpoint, still heating: wasted; the heat-up ended before.
        {
          radiator: 1,
          minutes: 15,
          room_c: 21.5,
          setpoint_c: 20,
          output_pct: 10,
          energy_wh: 5,
          reached_setpoint: true,
        },
        // Below the setpoint but not heating: nothing to count.
        { radiator: 1, minutes: 20, room_c: 17, setpoint_c: 20 },
      ]),
    );
    expect(row).toMatchObject({
      heating_s: 900,
      covered_s: 1200,
      below_s: 300,
      window_s: 300,
      window_wh: 20,
      above_wh: 5,
      heatups: 1,
      readings: 4,
    });
  });

  it('weighs temperatures by seconds, at the single precision in which readings are stored', () => {
    const [row] = rowsOf(
      columnsOf([{ radiator: 1, minutes: 5, room_c: 19.3, setpoint_c: 20.1, energy_wh: 0.1 }]),
    );
    expect(row?.room_c_s).toBe(Math.fround(19.3) * 300);
    expect(row?.room_c_s).not.toBe(19.3 * 300);
    expect(row?.setpoint_c_s).toBe(Math.fround(20.1) * 300);
    expect(row?.energy_wh).toBe(Math.fround(0.1));
  });

  it('sums only the readings at the indexes given, when given', () => {
    const readings = columnsOf([
      { radiator: 1, minutes: 5, energy_wh: 1 },
      { radiator: 1, minutes: 10, energy_wh: 2 },
      { radiator: 3, minutes: 10, energy_wh: 4 },
    ]);
    expect(rowsOf(readings, [1])).toMatchObject([{ radiator_id: 1, energy_wh: 2, readings: 1 }]);
    expect(rowsOf(readings, [])).toEqual([]);
    expect(rowsOf(readings).map((row) => row.energy_wh)).toEqual([3, 4]);
  });

  it('sums humidity, and damp at the coldest surface where the outdoor temperature is known', () => {
    // 20 °C inside, 0 °C out, f_Rsi 0.75: the surface is at 15 °C; 60 % in the room is about 82 % there.
    const readings = columnsOf([
      { radiator: 2, minutes: 5, room_c: 20, humidity_pct: 60 },
      { radiator: 2, minutes: 10, room_c: 20, humidity_pct: 50 },
      { radiator: 2, minutes: 15, room_c: 20 },
    ]);
    const [row] = rowsOf(readings);
    expect(row).toMatchObject({ humidity_s: 600, damp_judged_s: 600, mould_s: 300, condensation_s: 0 });
    expect(row?.humidity_pct_s).toBe(110 * 300);
    const [unknownWeather] = rowsOf(readings, undefined, { ...CONDITIONS, outdoorOf: () => null });
    expect(unknownWeather).toMatchObject({ humidity_s: 600, damp_judged_s: 0, mould_s: 0 });
    // Colder walls (f_Rsi 0.5: 10 °C) take 60 % past saturation, and 50 % to about 95 %.
    const [coldWalls] = rowsOf(readings, undefined, { ...CONDITIONS, temperatureFactor: 0.5 });
    expect(coldWalls).toMatchObject({ mould_s: 600, condensation_s: 300 });
  });

  it('counts cold waking hours of living rooms in the heating season, and rationed heating in cold weather', () => {
    // 06:00 UTC on 20 November is 06:00 in England: not yet waking; 07:00 is.
    const readings = columnsOf([
      { radiator: 1, minutes: 65, room_c: 17, setpoint_c: 10 },
      { radiator: 1, minutes: 70, room_c: 19, setpoint_c: 20, output_pct: 30 },
      { radiator: 1, minutes: 5, room_c: 15, setpoint_c: 10 },
      { radiator: 2, minutes: 65, room_c: 15, setpoint_c: 10 },
    ]);
    const rows = rowsOf(readings);
    expect(rows.find((row) => row.radiator_id === 1 && row.hour.endsWith('07:00:00.000Z'))).toMatchObject({
      season_s: 600,
      cold_s: 300,
      cold_weather_s: 600,
      rationed_s: 300,
    });
    expect(rows.find((row) => row.hour.endsWith('06:00:00.000Z'))).toMatchObject({ season_s: 0, cold_s: 0 });
    expect(rows.find((row) => row.radiator_id === 2)).toMatchObject({ season_s: 0, rationed_s: 0 });
  });
});
