import { DAMP_MEASURES, HOUR_MS, roomHourDamp } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { type HeatingMeasure, historySpan, simulateHistory } from './heating-history.ts';
import { LOCATIONS } from './thermal/climate.ts';
import { buildHome, type HomeSpec } from './thermal/homes.ts';
import { simulateHome } from './thermal/simulate.ts';

const MEASURES: HeatingMeasure[] = ['readings', 'covered_s', ...DAMP_MEASURES];
// Hourly throughout: six weeks of winter up to 15 February 2024.
const span = historySpan(42, 42, new Date('2024-02-15T00:00:00Z'));
const WIDTH = MEASURES.length;

const leeds = LOCATIONS.find((location) => location.name === 'Leeds');
if (!leeds) throw new Error('No Leeds');
/** A sealed, cold-bridged home whose second living-room radiator drops out for days at a time. */
const home = (overrides: Partial<HomeSpec> = {}) =>
  buildHome({
    location: leeds,
    insulation: 'average',
    seed: 5,
    rooms: [
      { type: 'living', areaM2: 24, faults: ['none', 'offline_spells'] },
      { type: 'kitchen', areaM2: 10 },
      { type: 'bedroom', areaM2: 12 },
    ],
    airChangesPerHour: 0.25,
    extractFans: false,
    temperatureFactor: 0.6,
    ...overrides,
  });

const cell = (sums: Float64Array, slot: number, measure: HeatingMeasure) =>
  sums[slot * WIDTH + MEASURES.indexOf(measure)] ?? Number.NaN;
const total = (sums: Float64Array, measure: HeatingMeasure) =>
  Array.from({ length: sums.length / WIDTH }, (_, slot) => cell(sums, slot, measure)).reduce(
    (a, b) => a + b,
    0,
  );

describe('the history’s damp and cold measures', () => {
  const history = simulateHistory(home(), span, MEASURES);
  const hourSlots = (span.to.getTime() - span.hourlyFrom.getTime()) / HOUR_MS;

  it('count nothing for an hour a radiator was offline, and every hour it reported', () => {
    let offline = 0;
    for (const { hours } of history.radiators) {
      for (let slot = 0; slot < hourSlots; slot++) {
        if (cell(hours, slot, 'readings') === 0) {
          offline++;
          for (const measure of DAMP_MEASURES) expect(cell(hours, slot, measure)).toBe(0);
          continue;
        }
        expect(cell(hours, slot, 'humidity_s')).toBe(3600);
        expect(cell(hours, slot, 'damp_judged_s')).toBe(3600);
        const humidityPct = cell(hours, slot, 'humidity_pct_s') / 3600;
        expect(humidityPct).toBeGreaterThan(0);
        expect(humidityPct).toBeLessThanOrEqual(100);
        expect(cell(hours, slot, 'condensation_s')).toBeLessThanOrEqual(cell(hours, slot, 'mould_s'));
        expect(cell(hours, slot, 'mould_s')).toBeLessThanOrEqual(3600);
        expect(cell(hours, slot, 'cold_s')).toBeLessThanOrEqual(cell(hours, slot, 'season_s'));
        expect(cell(hours, slot, 'rationed_s')).toBeLessThanOrEqual(cell(hours, slot, 'cold_weather_s'));
      }
    }
    expect(offline).toBeGreaterThanOrEqual(24);
  });

  it('add up from hours to days', () => {
    for (const { days, hours } of history.radiators) {
      for (const measure of DAMP_MEASURES) expect(total(hours, measure)).toBeCloseTo(total(days, measure), 6);
    }
  });

  it('judge each reported hour by the contract’s damp model at the home’s temperature factor', () => {
    let mouldHours = 0;
    // 2024: the history's weather seed.
    simulateHome(home(), 2024, span.from, span.to, (record) => {
      if (!record.online) return;
      const damp = roomHourDamp({
        roomC: record.roomTempC,
        relativeHumidityPct: record.humidityPct,
        outdoorC: record.outdoorC,
        fRsi: 0.6,
      });
      if (damp.mouldRisk) mouldHours++;
    });
    const mould = history.radiators.reduce((sum, { days }) => sum + total(days, 'mould_s'), 0);
    expect(mouldHours).toBeGreaterThan(100);
    expect(mould).toBe(mouldHours * 3600);
    // Walls at the default 0.75 keep warmer, and fewer hours at risk.
    const atDefault = simulateHistory(home({ temperatureFactor: null }), span, MEASURES);
    expect(atDefault.radiators.reduce((sum, { days }) => sum + total(days, 'mould_s'), 0)).toBeLessThan(
      mould,
    );
  });

  it('count waking living-room hours of the heating season, and only those', () => {
    const [living, , kitchen] = history.radiators;
    if (!living || !kitchen) throw new Error('No radiators');
    // 42 January and February days of 16 waking hours (07:00–23:00, GMT).
    expect(total(living.days, 'season_s')).toBe(42 * 16 * 3600);
    expect(total(kitchen.days, 'season_s')).toBe(0);
  });
});
