import { describe, expect, it } from 'vitest';
import {
  absoluteHumidityGPerM3,
  type BandRule,
  type ColdHourFlags,
  coldHourFlags,
  compareBands,
  DAMP_BAND_RULES,
  DAMP_THRESHOLDS,
  type DampHourCounts,
  type DampTrend,
  DEFAULT_F_RSI,
  dampBand,
  dampTrend,
  dewPointC,
  EXCESS_COLD_BAND_RULES,
  EXCESS_COLD_THRESHOLDS,
  type ExcessColdHourCounts,
  excessColdBand,
  MAGNUS,
  MIN_HOURS_PER_WEEK,
  minimumHours,
  RISK_BANDS,
  type RiskBand,
  type RoomHourClimate,
  type RoomHourDamp,
  type RoomHourHeating,
  reachesShare,
  roomHourDamp,
  saturationVapourPressureHpa,
  surfaceRelativeHumidityPct,
  surfaceTemperatureC,
  WATER_VAPOUR_GAS_CONSTANT,
  worstBand,
} from './damp-model.ts';

/** A full week of humidity data: 168 hours, so 1 hour is 0.6 percentage points. */
const WEEK = 168;

/** Within `tolerance` (a fraction) of a published value: the Magnus form is an approximation. */
const expectNear = (value: number, published: number, tolerance = 0.005) =>
  expect(Math.abs(value / published - 1)).toBeLessThan(tolerance);

describe('the psychrometrics', () => {
  it.each([
    [0, 6.11],
    [10, 12.28],
    [20, 23.39],
    [30, 42.47],
  ])(
    'puts the saturation vapour pressure at %i °C within 0.5 %% of the tables’ %f hPa',
    (tempC, published) => {
      expectNear(saturationVapourPressureHpa(tempC), published);
    },
  );

  it('finds the dew point of 20 °C at 50 % near 9.3 °C and of 21 °C at 60 % near 12.9 °C', () => {
    expect(dewPointC(20, 50)).toBeCloseTo(9.3, 1);
    expect(dewPointC(21, 60)).toBeCloseTo(12.9, 1);
    // Saturated air is at its dew point.
    expect(dewPointC(15, 100)).toBeCloseTo(15, 6);
  });

  it('holds about 8.6 g of water in a cubic metre of air at 20 °C and 50 %', () => {
    expect(absoluteHumidityGPerM3(20, 50)).toBeCloseTo(8.6, 1);
    // Saturated air at 20 °C holds 17.3 g/m³.
    expectNear(absoluteHumidityGPerM3(20, 100), 17.3);
  });

  it('puts the coldest surface a quarter of the way out at the default fRsi, and at the room with fRsi 1', () => {
    expect(surfaceTemperatureC(20, 0)).toBe(15);
    expect(surfaceTemperatureC(20, 0, 0.5)).toBe(10);
    expect(surfaceTemperatureC(20, 0, 1)).toBe(20);
  });

  it('works the ISO 13788 example: 20 °C at 60 % inside, 0 °C outside, gives about 82 % on a 15 °C surface', () => {
    expect(surfaceRelativeHumidityPct(20, 60, 15)).toBeCloseTo((60 * 23.39) / 17.04, 0);
    expect(roomHourDamp({ roomC: 20, relativeHumidityPct: 60, outdoorC: 0 })).toMatchObject({
      surfaceC: 15,
      mouldRisk: true,
      condensation: false,
    });
  });

  it('counts a mould-risk hour from 80 % at the surface, not below', () => {
    // 58 % and 58.7 % in the room give about 79.5 % and 80.5 % on the 15 °C surface.
    const below = roomHourDamp({ roomC: 20, relativeHumidityPct: 58, outdoorC: 0 });
    const above = roomHourDamp({ roomC: 20, relativeHumidityPct: 58.7, outdoorC: 0 });
    expect(below.surfaceRelativeHumidityPct).toBeLessThan(80);
    expect(below.mouldRisk).toBe(false);
    expect(above.surfaceRelativeHumidityPct).toBeGreaterThanOrEqual(80);
    expect(above.mouldRisk).toBe(true);
  });

  it('counts condensation from 100 % at the surface and keeps the raw figure above it', () => {
    const wet: RoomHourDamp = roomHourDamp({ roomC: 20, relativeHumidityPct: 75, outdoorC: 0 });
    expect(wet.surfaceRelativeHumidityPct).toBeCloseTo(102.8, 0);
    expect(wet).toMatchObject({ mouldRisk: true, condensation: true });
    expect(roomHourDamp({ roomC: 20, relativeHumidityPct: 72, outdoorC: 0 }).condensation).toBe(false);
  });

  it('lets a home with a known cold bridge (lower fRsi) reach mould risk sooner', () => {
    const hour: RoomHourClimate = { roomC: 20, relativeHumidityPct: 55, outdoorC: 0 };
    expect(roomHourDamp(hour).mouldRisk).toBe(false);
    expect(roomHourDamp({ ...hour, fRsi: 0.6 }).mouldRisk).toBe(true);
  });
});

describe('dampBand', () => {
  const band = (mouldRiskHours: number, condensationHours = 0, humidityHours = WEEK) =>
    dampBand({ humidityHours, mouldRiskHours, condensationHours }, 7);

  it.each<[number, RiskBand]>([
    [84, 'severe'],
    [83, 'high'],
    [51, 'high'],
    [50, 'moderate'],
    [26, 'moderate'],
    [25, 'low'],
  ])('bands a week of %i mould-risk hours in 168 %s', (hours, expected) => {
    expect(band(hours)).toBe(expected);
  });

  it.each<[number, RiskBand]>([
    [34, 'severe'],
    [33, 'high'],
    [17, 'high'],
    [16, 'moderate'],
    [9, 'moderate'],
    [8, 'low'],
  ])('bands a week of %i condensation hours in 168 %s, mould risk alone being lower', (hours, expected) => {
    // Every condensation hour is also a mould-risk hour.
    expect(band(hours, hours)).toBe(expected);
  });

  it('reaches a band at exactly its share', () => {
    expect(band(12, 0, 24)).toBe('severe');
    expect(band(11, 0, 24)).toBe('high');
  });

  it('gives no band below 24 hours of humidity data in 7 days, or 96 in 28', () => {
    expect(band(23, 23, 23)).toBeNull();
    expect(band(0, 0, 24)).toBe('low');
    expect(dampBand({ humidityHours: 95, mouldRiskHours: 95, condensationHours: 95 }, 28)).toBeNull();
    expect(dampBand({ humidityHours: 96, mouldRiskHours: 48, condensationHours: 0 }, 28)).toBe('severe');
  });
});

describe('dampTrend', () => {
  const week = (mouldRiskHours: number, humidityHours = WEEK): DampHourCounts => ({
    humidityHours,
    mouldRiskHours,
    condensationHours: 0,
  });

  // Against 50 of 168 the week before: 9 hours in 168 are 5.4 points, 8 are 4.8.
  it.each<[number, DampTrend]>([
    [59, 'rising'],
    [58, 'steady'],
    [42, 'steady'],
    [41, 'falling'],
  ])('calls %i mould-risk hours after 50 %s: 5 points or more either way is a trend', (latest, expected) => {
    expect(dampTrend(week(latest), week(50))).toBe(expected);
  });

  it('compares shares when the weeks have different hours of data', () => {
    expect(dampTrend(week(25, 100), week(20, 100))).toBe('rising');
    expect(dampTrend(week(12, 50), week(20, 100))).toBe('steady');
    expect(dampTrend(week(13, 50), week(20, 100))).toBe('rising');
  });

  it('has no trend when either week has too little data', () => {
    expect(dampTrend(week(23, 23), week(0))).toBeNull();
    expect(dampTrend(week(0), week(23, 23))).toBeNull();
  });
});

describe('bands compared', () => {
  it('sorts worst first with no band last', () => {
    const bands: (RiskBand | null)[] = ['low', null, 'severe', 'moderate', 'high'];
    expect(bands.sort(compareBands)).toEqual(['severe', 'high', 'moderate', 'low', null]);
  });

  it("gives a home its worst room's band, or none when no room has one", () => {
    expect(worstBand(['low', null, 'high', 'moderate'])).toBe('high');
    expect(worstBand([null, 'low'])).toBe('low');
    expect(worstBand([null, null])).toBeNull();
    expect(worstBand([])).toBeNull();
  });
});

describe('coldHourFlags', () => {
  // A January evening in the living room, 17.9 °C, 3 °C outside, heating on.
  const hour = (overrides: Partial<RoomHourHeating> = {}) =>
    coldHourFlags({
      roomType: 'living',
      localHour: 19,
      localMonth: 1,
      roomC: 17.9,
      outdoorC: 3,
      setpointC: 20,
      outputPct: 50,
      ...overrides,
    });

  it('counts a living-room hour below 18 °C as cold, and 18 °C not', () => {
    expect(hour()).toMatchObject({ inSeason: true, cold: true });
    expect(hour({ roomC: 18 })).toMatchObject({ inSeason: true, cold: false });
  });

  it('counts waking hours from 07:00 until 23:00 only', () => {
    expect(hour({ localHour: 6 })).toMatchObject({ inSeason: false, cold: false, coldWeather: false });
    expect(hour({ localHour: 7 })).toMatchObject({ inSeason: true, cold: true });
    expect(hour({ localHour: 22 })).toMatchObject({ inSeason: true, cold: true });
    expect(hour({ localHour: 23 })).toMatchObject({ inSeason: false, cold: false, coldWeather: false });
  });

  it('counts the heating season from October to April only', () => {
    expect(hour({ localMonth: 10 }).cold).toBe(true);
    expect(hour({ localMonth: 4 }).cold).toBe(true);
    expect(hour({ localMonth: 5 })).toMatchObject({ inSeason: false, cold: false });
    expect(hour({ localMonth: 9 })).toMatchObject({ inSeason: false, cold: false });
  });

  it('ignores every room but the living room', () => {
    const nothing: ColdHourFlags = { inSeason: false, cold: false, coldWeather: false, rationed: false };
    for (const roomType of ['kitchen', 'dining', 'bedroom', 'bathroom', 'office', 'hall'] as const) {
      expect(hour({ roomType, setpointC: 5 })).toEqual(nothing);
    }
  });

  it('counts cold weather below 5 °C outdoors', () => {
    expect(hour({ outdoorC: 4.9 }).coldWeather).toBe(true);
    expect(hour({ outdoorC: 5 }).coldWeather).toBe(false);
  });

  it('counts rationing at a setpoint of 12 °C or less, or a valve shut all hour in a room below 18 °C', () => {
    expect(hour({ setpointC: 12 }).rationed).toBe(true);
    expect(hour({ setpointC: 12.5 }).rationed).toBe(false);
    expect(hour({ outputPct: 0 }).rationed).toBe(true);
    expect(hour({ outputPct: 0, roomC: 18 }).rationed).toBe(false);
    expect(hour({ outputPct: 1 }).rationed).toBe(false);
    // Off, but in mild weather: not in the rationing figure.
    expect(hour({ setpointC: 5, outdoorC: 5 }).rationed).toBe(false);
  });
});

describe('excessColdBand', () => {
  const band = (coldHours: number, rationedHours = 0, seasonHours = 112, coldWeatherHours = 100) => {
    const counts: ExcessColdHourCounts = { seasonHours, coldHours, coldWeatherHours, rationedHours };
    return excessColdBand(counts, 7);
  };

  it.each<[number, RiskBand]>([
    [90, 'severe'],
    [89, 'high'],
    [68, 'high'],
    [67, 'moderate'],
    [45, 'moderate'],
    [44, 'low'],
  ])('bands %i cold hours in 112 waking hours of a week %s', (hours, expected) => {
    expect(band(hours)).toBe(expected);
  });

  it.each<[number, RiskBand]>([
    [80, 'severe'],
    [79, 'high'],
    [60, 'high'],
    [59, 'moderate'],
    [40, 'moderate'],
    [39, 'low'],
  ])('bands %i rationed hours in 100 cold-weather hours %s', (hours, expected) => {
    expect(band(0, hours)).toBe(expected);
  });

  it('judges only the figures with 24 hours or more a week, and gives no band when neither has', () => {
    expect(band(23, 23, 23, 23)).toBeNull();
    expect(band(0, 23, 24, 23)).toBe('low');
    // A mild week: no rationing figure, the cold one decides.
    expect(band(90, 0, 112, 0)).toBe('severe');
    // Outside the heating season, cold weather alone can still show rationing.
    expect(band(0, 30, 0, 30)).toBe('severe');
    expect(
      excessColdBand({ seasonHours: 95, coldHours: 95, coldWeatherHours: 0, rationedHours: 0 }, 28),
    ).toBeNull();
  });
});

describe('the published constants', () => {
  it('keeps the numbers docs/damp-and-cold.md quotes and the SQL is generated from', () => {
    expect(MAGNUS).toEqual({ aHpa: 6.1094, b: 17.625, cC: 243.04 });
    expect(WATER_VAPOUR_GAS_CONSTANT).toBe(461.5);
    expect(DEFAULT_F_RSI).toBe(0.75);
    expect(DAMP_THRESHOLDS).toEqual({
      mouldRiskSurfaceRhPct: 80,
      condensationSurfaceRhPct: 100,
      trendDeadBandPoints: 5,
    });
    expect(MIN_HOURS_PER_WEEK).toBe(24);
    expect(EXCESS_COLD_THRESHOLDS).toMatchObject({
      coldBelowRoomC: 18,
      coldWeatherBelowC: 5,
      frostSetpointAtMostC: 12,
    });
  });

  it('scales the minimum hours with the window', () => {
    expect(minimumHours(7)).toBe(24);
    expect(minimumHours(28)).toBe(96);
  });

  it('decides shares in whole numbers, as SQL does', () => {
    // 3 / 10 >= 0.3 holds though 0.3 * 10 is 3.0000000000000004 in floating point.
    expect(reachesShare(3, 10, 30)).toBe(true);
    expect(reachesShare(2, 10, 30)).toBe(false);
  });

  it.each<[string, readonly BandRule<string>[]]>([
    ['damp', DAMP_BAND_RULES],
    ['excess cold', EXCESS_COLD_BAND_RULES],
  ])('orders the %s rules worst first, each asking more of every figure than the next', (_, rules) => {
    expect(rules.map((rule) => rule.band)).toEqual(RISK_BANDS.slice(0, -1));
    for (const [index, better] of rules.slice(1).entries()) {
      const worse = rules[index];
      for (const [figure, pct] of Object.entries(better.minPct)) {
        expect(worse?.minPct[figure]).toBeGreaterThan(pct);
      }
    }
  });
});
