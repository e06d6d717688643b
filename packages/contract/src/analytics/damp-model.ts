import type { RoomType } from '../residential-users.ts';

// Damp, mould and excess cold from a room's hourly means. The constants are data because the SQL that counts
// seconds is generated from these same objects; docs/damp-and-cold.md explains and sources every number.

/** Magnus coefficients over water, hPa and °C, of Alduchov & Eskridge (J. Appl. Meteor. 35, 1996). */
export const MAGNUS = { aHpa: 6.1094, b: 17.625, cC: 243.04 } as const;
/** Specific gas constant of water vapour, J/(kg·K): the vapour's density is e / (Rv·T). */
export const WATER_VAPOUR_GAS_CONSTANT = 461.5;
/** BRE IP 1/06's critical temperature factor for dwellings: a home's coldest junction unless set. */
export const DEFAULT_F_RSI = 0.75;
const KELVIN = 273.15;

export const DAMP_THRESHOLDS = {
  /** BS EN ISO 13788:2012's mould criterion for a surface's relative humidity. */
  mouldRiskSurfaceRhPct: 80,
  /** A surface's air saturated: water condenses on it. */
  condensationSurfaceRhPct: 100,
  /** Change in a week's mould-risk share, in percentage points, that counts as a trend. */
  trendDeadBandPoints: 5,
} as const;

/** Saturation vapour pressure over water, hPa (Magnus form). */
export function saturationVapourPressureHpa(tempC: number): number {
  return MAGNUS.aHpa * Math.exp((MAGNUS.b * tempC) / (MAGNUS.cC + tempC));
}

/** Where air at `tempC` and `rhPct` (above 0) saturates when cooled: the Magnus form inverted. */
export function dewPointC(tempC: number, rhPct: number): number {
  const gamma = Math.log(rhPct / 100) + (MAGNUS.b * tempC) / (MAGNUS.cC + tempC);
  return (MAGNUS.cC * gamma) / (MAGNUS.b - gamma);
}

/** Grams of water vapour in a cubic metre of air, from the ideal gas law. */
export function absoluteHumidityGPerM3(tempC: number, rhPct: number): number {
  // hPa × % is Pa: e_s · 100 · rh / 100.
  const vapourPa = saturationVapourPressureHpa(tempC) * rhPct;
  return (vapourPa * 1000) / (WATER_VAPOUR_GAS_CONSTANT * (tempC + KELVIN));
}

/** The coldest inside surface, θsi = θe + fRsi·(θi − θe) (BS EN ISO 13788:2012's temperature factor). */
export function surfaceTemperatureC(roomC: number, outdoorC: number, fRsi = DEFAULT_F_RSI): number {
  return outdoorC + fRsi * (roomC - outdoorC);
}

/** The room's vapour at a surface at `surfaceC`: over 100 is condensation, kept raw for callers to cap. */
export function surfaceRelativeHumidityPct(roomC: number, rhPct: number, surfaceC: number): number {
  return (rhPct * saturationVapourPressureHpa(roomC)) / saturationVapourPressureHpa(surfaceC);
}

/** A room's hourly means; `relativeHumidityPct` in (0, 100], `fRsi` the home's, when set. */
export interface RoomHourClimate {
  roomC: number;
  relativeHumidityPct: number;
  outdoorC: number;
  fRsi?: number;
}

export interface RoomHourDamp {
  dewPointC: number;
  absoluteHumidityGPerM3: number;
  surfaceC: number;
  surfaceRelativeHumidityPct: number;
  mouldRisk: boolean;
  condensation: boolean;
}

/** What one room-hour says about damp at the room's coldest surface. */
export function roomHourDamp({ roomC, relativeHumidityPct, outdoorC, fRsi }: RoomHourClimate): RoomHourDamp {
  const surfaceC = surfaceTemperatureC(roomC, outdoorC, fRsi);
  const surfaceRh = surfaceRelativeHumidityPct(roomC, relativeHumidityPct, surfaceC);
  return {
    dewPointC: dewPointC(roomC, relativeHumidityPct),
    absoluteHumidityGPerM3: absoluteHumidityGPerM3(roomC, relativeHumidityPct),
    surfaceC,
    surfaceRelativeHumidityPct: surfaceRh,
    mouldRisk: surfaceRh >= DAMP_THRESHOLDS.mouldRiskSurfaceRhPct,
    condensation: surfaceRh >= DAMP_THRESHOLDS.condensationSurfaceRhPct,
  };
}

/** Risk bands, worst first: the order of every rule table and comparison. */
export const RISK_BANDS = ['severe', 'high', 'moderate', 'low'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

const rankOf = (band: RiskBand | null) => (band === null ? RISK_BANDS.length : RISK_BANDS.indexOf(band));

/** Sorts bands worst first, no band (too little data) last. */
export function compareBands(a: RiskBand | null, b: RiskBand | null): number {
  return rankOf(a) - rankOf(b);
}

/** A home's band: its worst room's; null when no room had enough data. */
export function worstBand(bands: Iterable<RiskBand | null>): RiskBand | null {
  let worst: RiskBand | null = null;
  for (const band of bands) if (compareBands(band, worst) < 0) worst = band;
  return worst;
}

/** Hours of data a figure needs to be judged: a day's worth a week, in proportion for longer windows. */
export const MIN_HOURS_PER_WEEK = 24;

export function minimumHours(windowDays: number): number {
  return Math.ceil((MIN_HOURS_PER_WEEK * windowDays) / 7);
}

/** Whether `hours` reach `pct` % of `of`, in integers so that SQL's `100 * hours >= pct * of` agrees. */
export function reachesShare(hours: number, of: number, pct: number): boolean {
  return 100 * hours >= pct * of;
}

/** Hours that meet a figure's condition, of the hours the figure is judged over. */
interface HourShare {
  hours: number;
  of: number;
}

/** A band and each figure's minimum share for it, in whole percent; one figure reaching it suffices. */
export interface BandRule<Figure extends string> {
  band: Exclude<RiskBand, 'low'>;
  minPct: Record<Figure, number>;
}

/** The first (worst) band a figure reaches, judging only figures with enough hours; null when none has. */
function firstBandReached<Figure extends string>(
  rules: readonly BandRule<Figure>[],
  shares: Record<Figure, HourShare>,
  windowDays: number,
): RiskBand | null {
  const judged = (Object.keys(shares) as Figure[]).filter(
    (figure) => shares[figure].of >= minimumHours(windowDays),
  );
  if (judged.length === 0) return null;
  const reached = rules.find((rule) =>
    judged.some((figure) => reachesShare(shares[figure].hours, shares[figure].of, rule.minPct[figure])),
  );
  return reached?.band ?? 'low';
}

/** A room's hours over a window: with humidity data, at mould risk, with condensation (at risk too). */
export interface DampHourCounts {
  humidityHours: number;
  mouldRiskHours: number;
  condensationHours: number;
}

/** Shares of humidity hours, worst band first; the reasons are in docs/damp-and-cold.md. */
export const DAMP_BAND_RULES: readonly BandRule<'mouldRisk' | 'condensation'>[] = [
  { band: 'severe', minPct: { mouldRisk: 50, condensation: 20 } },
  { band: 'high', minPct: { mouldRisk: 30, condensation: 10 } },
  { band: 'moderate', minPct: { mouldRisk: 15, condensation: 5 } },
];

/** A room's damp band over a window of `windowDays` (7 or 28); null with too few humidity hours. */
export function dampBand(counts: DampHourCounts, windowDays: number): RiskBand | null {
  return firstBandReached(
    DAMP_BAND_RULES,
    {
      mouldRisk: { hours: counts.mouldRiskHours, of: counts.humidityHours },
      condensation: { hours: counts.condensationHours, of: counts.humidityHours },
    },
    windowDays,
  );
}

export type DampTrend = 'rising' | 'steady' | 'falling';

/** The last 7 days' mould-risk share against the 7 before, past the dead band; null if a week lacks data. */
export function dampTrend(latest: DampHourCounts, previous: DampHourCounts): DampTrend | null {
  const minimum = minimumHours(7);
  if (latest.humidityHours < minimum || previous.humidityHours < minimum) return null;
  // Both shares over a common denominator, in whole numbers as SQL would compare them.
  const change =
    100 * (latest.mouldRiskHours * previous.humidityHours - previous.mouldRiskHours * latest.humidityHours);
  const deadBand = DAMP_THRESHOLDS.trendDeadBandPoints * latest.humidityHours * previous.humidityHours;
  if (change >= deadBand) return 'rising';
  if (change <= -deadBand) return 'falling';
  return 'steady';
}

export const EXCESS_COLD_THRESHOLDS = {
  /** WHO Housing and Health Guidelines (2018): the minimum healthy indoor temperature in the cold season. */
  coldBelowRoomC: 18,
  /** Waking hours, local (Europe/London) hour of day: from 07:00 until 23:00. */
  wakingFromHour: 7,
  wakingUntilHour: 23,
  /** The heating season, 1 October to 30 April, as local months. */
  heatingSeasonMonths: [10, 11, 12, 1, 2, 3, 4],
  /** Outdoor temperature under which a living room left unheated soon falls below 18 °C. */
  coldWeatherBelowC: 5,
  /** A setpoint at or under this is frost protection or off, not heating for people. */
  frostSetpointAtMostC: 12,
} as const;

/** A room's hour; the caller works out its hour of day (0–23) and month (1–12) in Europe/London. */
export interface RoomHourHeating {
  roomType: RoomType;
  localHour: number;
  localMonth: number;
  roomC: number;
  outdoorC: number;
  setpointC: number;
  outputPct: number;
}

/** The shares an hour counts in: cold (`inSeason`, `cold`) and rationed (`coldWeather`, `rationed`). */
export interface ColdHourFlags {
  inSeason: boolean;
  cold: boolean;
  coldWeather: boolean;
  rationed: boolean;
}

/** Only waking living-room hours count: the day is spent there; other rooms and nights may be set back. */
export function coldHourFlags(hour: RoomHourHeating): ColdHourFlags {
  const limits = EXCESS_COLD_THRESHOLDS;
  const waking =
    hour.roomType === 'living' &&
    hour.localHour >= limits.wakingFromHour &&
    hour.localHour < limits.wakingUntilHour;
  const below = hour.roomC < limits.coldBelowRoomC;
  const inSeason = waking && (limits.heatingSeasonMonths as readonly number[]).includes(hour.localMonth);
  const coldWeather = waking && hour.outdoorC < limits.coldWeatherBelowC;
  // A valve shut all hour in a room already warm is a warm room, not rationing.
  const off = hour.setpointC <= limits.frostSetpointAtMostC || (hour.outputPct <= 0 && below);
  return { inSeason, cold: inSeason && below, coldWeather, rationed: coldWeather && off };
}

/** A home's living-room hours over a window, counted by coldHourFlags. */
export interface ExcessColdHourCounts {
  seasonHours: number;
  coldHours: number;
  coldWeatherHours: number;
  rationedHours: number;
}

/** Shares of waking living-room hours, worst band first; the reasons are in docs/damp-and-cold.md. */
export const EXCESS_COLD_BAND_RULES: readonly BandRule<'cold' | 'rationed'>[] = [
  { band: 'severe', minPct: { cold: 80, rationed: 80 } },
  { band: 'high', minPct: { cold: 60, rationed: 60 } },
  { band: 'moderate', minPct: { cold: 40, rationed: 40 } },
];

/** A home's excess-cold band over a window; a share with too few hours is not judged, null if neither is. */
export function excessColdBand(counts: ExcessColdHourCounts, windowDays: number): RiskBand | null {
  return firstBandReached(
    EXCESS_COLD_BAND_RULES,
    {
      cold: { hours: counts.coldHours, of: counts.seasonHours },
      rationed: { hours: counts.rationedHours, of: counts.coldWeatherHours },
    },
    windowDays,
  );
}

/** The wall-clock hour (0–23) and month (1–12) in England, where the statutory clocks and guidance apply. */
const ENGLISH_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  hour: 'numeric',
  month: 'numeric',
});
const HOUR_MS = 3_600_000;
/** English time by UTC hour: a batch of thousands of readings spans a few hours. */
const englishHours = new Map<number, { hour: number; month: number }>();

/** The English wall-clock hour and month of an instant (epoch milliseconds). */
export function englishTimeOf(atMs: number): { hour: number; month: number } {
  const utcHour = Math.floor(atMs / HOUR_MS);
  const known = englishHours.get(utcHour);
  if (known) return known;
  const parts = ENGLISH_TIME.formatToParts(new Date(utcHour * HOUR_MS));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const time = { hour: part('hour'), month: part('month') };
  if (englishHours.size >= 50_000) englishHours.clear();
  englishHours.set(utcHour, time);
  return time;
}

/**
 * What the rollups sum of damp and cold, in seconds (and humidity × seconds): humidity measured; damp judged
 * (humidity and the outdoor temperature known), at mould risk, with condensation; waking living-room time in
 * the heating season and cold; in cold weather and rationed.
 */
export const DAMP_MEASURES = [
  'humidity_s',
  'humidity_pct_s',
  'damp_judged_s',
  'mould_s',
  'condensation_s',
  'season_s',
  'cold_s',
  'cold_weather_s',
  'rationed_s',
] as const;
export type DampMeasure = (typeof DAMP_MEASURES)[number];

/** A reading (or a simulated hour) of one radiator: what the damp and cold measures are worked out from. */
export interface DampReading {
  /** How long it covers, and when that began (epoch milliseconds). */
  seconds: number;
  startMs: number;
  roomType: RoomType;
  roomC: number;
  setpointC: number;
  outputPct: number;
  /** Null where the thermostat measures no humidity. */
  humidityPct: number | null;
  /** Null where the home's outdoor temperature is not known. */
  outdoorC: number | null;
  /** The home's temperature factor, when a survey set one. */
  fRsi: number | null;
}

/** What one reading adds to each damp and cold measure, written into `into` (reused by the caller). */
export function addDampMeasures(reading: DampReading, into: Record<DampMeasure, number>) {
  const { seconds, humidityPct, outdoorC } = reading;
  const damp =
    humidityPct === null || outdoorC === null
      ? undefined
      : roomHourDamp({
          roomC: reading.roomC,
          relativeHumidityPct: humidityPct,
          outdoorC,
          fRsi: reading.fRsi ?? DEFAULT_F_RSI,
        });
  const time = englishTimeOf(reading.startMs);
  const cold = coldHourFlags({
    roomType: reading.roomType,
    localHour: time.hour,
    localMonth: time.month,
    roomC: reading.roomC,
    // Unknown weather is not cold weather: no hour is called rationed without it.
    outdoorC: outdoorC ?? Number.POSITIVE_INFINITY,
    setpointC: reading.setpointC,
    outputPct: reading.outputPct,
  });
  into.humidity_s = humidityPct === null ? 0 : seconds;
  into.humidity_pct_s = humidityPct === null ? 0 : humidityPct * seconds;
  into.damp_judged_s = damp ? seconds : 0;
  into.mould_s = damp?.mouldRisk ? seconds : 0;
  into.condensation_s = damp?.condensation ? seconds : 0;
  into.season_s = cold.inSeason ? seconds : 0;
  into.cold_s = cold.cold ? seconds : 0;
  into.cold_weather_s = cold.coldWeather ? seconds : 0;
  into.rationed_s = cold.rationed ? seconds : 0;
  return into;
}

/** Zero of every damp and cold measure: a record for addDampMeasures to fill. */
export const noDampMeasures = (): Record<DampMeasure, number> =>
  Object.fromEntries(DAMP_MEASURES.map((measure) => [measure, 0])) as Record<DampMeasure, number>;
