import { absoluteHumidityGPerM3, DAY_MS, HOUR_MS } from '@radiant/contract';
import { gaussian, labelOf, randomFor } from './seeds.ts';
import { dayNumber } from './time.ts';

/** A place and its climate; temperatures in °C, amplitudes as half the peak-to-trough swing. */
export interface Location {
  name: string;
  latitude: number;
  longitude: number;
  /** Mean annual air temperature. */
  meanC: number;
  /** Half the difference between the mean of the warmest and of the coldest time of year. */
  seasonalAmplitudeC: number;
  /** Half the typical difference between the afternoon high and the pre-dawn low (at the equinoxes). */
  dailyAmplitudeC: number;
}

/** UK towns with climate figures close to their 1991–2020 normals. */
export const LOCATIONS: readonly Location[] = [
  {
    name: 'Aberdeen',
    latitude: 57.15,
    longitude: -2.09,
    meanC: 8.7,
    seasonalAmplitudeC: 5.4,
    dailyAmplitudeC: 3.0,
  },
  {
    name: 'Edinburgh',
    latitude: 55.95,
    longitude: -3.19,
    meanC: 9.3,
    seasonalAmplitudeC: 5.8,
    dailyAmplitudeC: 3.3,
  },
  {
    name: 'Newcastle',
    latitude: 54.98,
    longitude: -1.61,
    meanC: 9.6,
    seasonalAmplitudeC: 6.0,
    dailyAmplitudeC: 3.3,
  },
  {
    name: 'Manchester',
    latitude: 53.48,
    longitude: -2.24,
    meanC: 10.3,
    seasonalAmplitudeC: 6.2,
    dailyAmplitudeC: 3.5,
  },
  {
    name: 'Leeds',
    latitude: 53.8,
    longitude: -1.55,
    meanC: 10.0,
    seasonalAmplitudeC: 6.4,
    dailyAmplitudeC: 3.7,
  },
  {
    name: 'Birmingham',
    latitude: 52.49,
    longitude: -1.89,
    meanC: 10.1,
    seasonalAmplitudeC: 6.6,
    dailyAmplitudeC: 4.0,
  },
  {
    name: 'Cardiff',
    latitude: 51.48,
    longitude: -3.18,
    meanC: 10.9,
    seasonalAmplitudeC: 6.2,
    dailyAmplitudeC: 3.8,
  },
  {
    name: 'Bristol',
    latitude: 51.45,
    longitude: -2.59,
    meanC: 10.8,
    seasonalAmplitudeC: 6.3,
    dailyAmplitudeC: 3.9,
  },
  {
    name: 'London',
    latitude: 51.51,
    longitude: -0.13,
    meanC: 11.8,
    seasonalAmplitudeC: 7.0,
    dailyAmplitudeC: 4.2,
  },
  {
    name: 'Plymouth',
    latitude: 50.38,
    longitude: -4.14,
    meanC: 11.3,
    seasonalAmplitudeC: 5.3,
    dailyAmplitudeC: 3.0,
  },
];

const YEAR_DAYS = 365.2425;
// The sea and the ground lag the sun by about a month: the coldest time of a UK year is around 20 January.
const COLDEST_DAY = dayNumber(Date.UTC(2000, 0, 20));
const SPRING_EQUINOX_DAY = dayNumber(Date.UTC(2000, 2, 20));
const MAX_DECLINATION = (23.44 * Math.PI) / 180;
// Solar hours of the daily low (just before dawn) and high (mid-afternoon).
const DAILY_LOW_HOUR = 5;
const DAILY_HIGH_HOUR = 15;
// Summer days swing more than overcast winter ones; winter weather wanders further from the normal.
const DAILY_SWING_SEASONALITY = 0.3;
const WEATHER_SPREAD_SEASONALITY = 0.2;
// Day-to-day weather: an AR(1) anomaly of the daily mean (standard deviation 2.5 °C, correlation 0.7 from
// one day to the next). Most of it is shared across the country (one weather system covers the UK), the rest
// is local. It is built as a weighted sum of the last WEATHER_MEMORY_DAYS daily shocks, which equals the
// AR(1) recursion to 0.1 % and lets any day be computed without the days before it.
const WEATHER_SD_C = 2.5;
const WEATHER_PERSISTENCE = 0.7;
const WEATHER_MEMORY_DAYS = 20;
const NATIONAL_SHARE = 0.7;
const WEATHER_LABEL = 1;
const NATIONAL_LABEL = 0;
// Mean sunshine on a surface facing the sun, cloud included (clear sky gives about 900 W/m²; UK skies let
// through about 45 % of it on average).
const MEAN_SUNSHINE_W_PER_M2 = 400;
// UK air's relative humidity at the day's mean temperature: about 86 % in midwinter, 70 % in midsummer (Met
// Office climate averages). Its vapour follows the weather, not the hour, so RH peaks at dawn and dips at noon.
const OUTDOOR_MEAN_RH_PCT = 78;
const OUTDOOR_SEASONAL_RH_PCT = 8;

/** Outdoor temperature (°C) at a location and instant, deterministic for the seed. */
export function outdoorTemperature(location: Location, at: Date, seed: number): number {
  return new Weather(location, seed, at.getTime(), at.getTime()).temperatureAt(at.getTime());
}

/**
 * A location's weather from `fromMs` to `toMs`: what changes by the day (the weather anomaly, the season, the
 * sun's declination) is worked out once per day, so a simulation pays per step only for the time of day.
 */
export class Weather {
  private readonly location: Location;
  private readonly firstDay: number;
  /** Per day, at noon: the unit weather anomaly, and the season (−1 coldest … +1 warmest). */
  private readonly anomalies: Float64Array;
  private readonly seasons: Float64Array;
  /** Per day: sin(elevation of the sun) = sunOffset + sunSwing · cos(hour angle). */
  private readonly sunOffset: Float64Array;
  private readonly sunSwing: Float64Array;

  constructor(location: Location, seed: number, fromMs: number, toMs: number) {
    this.location = location;
    // Daily values are interpolated between noons, so the day before and after are needed too.
    this.firstDay = dayNumber(fromMs) - 1;
    const days = dayNumber(toMs) + 2 - this.firstDay;
    this.anomalies = dailyAnomalies(location, seed, this.firstDay, days);
    this.seasons = Float64Array.from({ length: days }, (_, day) => seasonOf(this.firstDay + day + 0.5));
    const latitude = (location.latitude * Math.PI) / 180;
    const declinations = Array.from({ length: days }, (_, day) => declinationOf(this.firstDay + day + 0.5));
    this.sunOffset = Float64Array.from(
      declinations,
      (declination) => Math.sin(latitude) * Math.sin(declination),
    );
    this.sunSwing = Float64Array.from(
      declinations,
      (declination) => Math.cos(latitude) * Math.cos(declination),
    );
  }

  /** Outdoor air temperature (°C). */
  temperatureAt(ms: number): number {
    const position = ms / DAY_MS - 0.5 - this.firstDay;
    const season = interpolate(this.seasons, position, ms);
    const location = this.location;
    return (
      this.dailyMeanC(season, interpolate(this.anomalies, position, ms)) +
      location.dailyAmplitudeC * (1 + DAILY_SWING_SEASONALITY * season) * dailyCycle(solarHour(location, ms))
    );
  }

  /** Water vapour in the outdoor air (g/m³). */
  vapourAt(ms: number): number {
    const position = ms / DAY_MS - 0.5 - this.firstDay;
    const season = interpolate(this.seasons, position, ms);
    const dailyMeanC = this.dailyMeanC(season, interpolate(this.anomalies, position, ms));
    return absoluteHumidityGPerM3(dailyMeanC, OUTDOOR_MEAN_RH_PCT - OUTDOOR_SEASONAL_RH_PCT * season);
  }

  /** The temperature (°C) without its daily swing, for a season and a weather anomaly. */
  private dailyMeanC(season: number, anomaly: number): number {
    const location = this.location;
    return (
      location.meanC +
      location.seasonalAmplitudeC * season +
      WEATHER_SD_C * (1 - WEATHER_SPREAD_SEASONALITY * season) * anomaly
    );
  }

  /** Sunshine (W/m², cloud included) on glazing facing the sun; 0 at night. */
  sunshineAt(ms: number): number {
    const day = Math.floor(ms / DAY_MS) - this.firstDay;
    const offset = this.sunOffset[day];
    const swing = this.sunSwing[day];
    if (offset === undefined || swing === undefined) throw outsidePeriod(ms);
    const hourAngle = ((solarHour(this.location, ms) - 12) * Math.PI) / 12;
    const sinElevation = offset + swing * Math.cos(hourAngle);
    // Windows are vertical: low winter sun strikes them nearly head-on, so their gain falls off with the
    // sun's height more gently than on level ground (square root rather than linear).
    return sinElevation > 0 ? MEAN_SUNSHINE_W_PER_M2 * Math.sqrt(sinElevation) : 0;
  }
}

/** Daily mean outdoor temperatures (°C, the mean of the 24 half-past-the-hour values) from a UTC midnight. */
export function dailyMeanOutdoorC(location: Location, seed: number, from: Date, days: number): number[] {
  const start = from.getTime();
  const weather = new Weather(location, seed, start, start + days * DAY_MS);
  return Array.from({ length: days }, (_, day) => {
    let sum = 0;
    for (let hour = 0; hour < 24; hour++)
      sum += weather.temperatureAt(start + day * DAY_MS + (hour + 0.5) * HOUR_MS);
    return sum / 24;
  });
}

/** −1 at the coldest time of year, +1 at the warmest (a sine; `days` since 1970-01-01). */
function seasonOf(days: number): number {
  return -Math.cos((2 * Math.PI * (days - COLDEST_DAY)) / YEAR_DAYS);
}

/** The sun's declination (radians) on a day (`days` since 1970-01-01). */
function declinationOf(days: number): number {
  return MAX_DECLINATION * Math.sin((2 * Math.PI * (days - SPRING_EQUINOX_DAY)) / YEAR_DAYS);
}

/** A per-day value linearly interpolated between noons (`position` in days from the first noon). */
function interpolate(table: Float64Array, position: number, ms: number): number {
  const index = Math.floor(position);
  const before = table[index];
  const after = table[index + 1];
  if (before === undefined || after === undefined) throw outsidePeriod(ms);
  return before + (after - before) * (position - index);
}

function outsidePeriod(ms: number): RangeError {
  return new RangeError(`${new Date(ms).toISOString()} is outside the period the weather was drawn for`);
}

/** Local solar time in hours [0, 24): noon is when the sun is highest. */
function solarHour(location: Location, ms: number): number {
  // Wrapped with comparisons rather than %, which on doubles costs as much as the rest of a step.
  const days = ms / DAY_MS;
  const hour = (days - Math.floor(days)) * 24 + location.longitude / 15;
  return hour < 0 ? hour + 24 : hour >= 24 ? hour - 24 : hour;
}

/**
 * The shape of a day, −1 at the pre-dawn low and +1 at the mid-afternoon high: half-cosines over the
 * 10-hour rise and the 14-hour fall, so the curve is smooth and lopsided like a real day.
 */
function dailyCycle(hour: number): number {
  if (hour >= DAILY_LOW_HOUR && hour < DAILY_HIGH_HOUR) {
    return -Math.cos((Math.PI * (hour - DAILY_LOW_HOUR)) / (DAILY_HIGH_HOUR - DAILY_LOW_HOUR));
  }
  const sinceHigh = hour >= DAILY_HIGH_HOUR ? hour - DAILY_HIGH_HOUR : hour + 24 - DAILY_HIGH_HOUR;
  return Math.cos((Math.PI * sinceHigh) / (24 - (DAILY_HIGH_HOUR - DAILY_LOW_HOUR)));
}

/** Unit-variance AR(1) anomalies of the daily mean, one per day from `firstDay`. */
function dailyAnomalies(location: Location, seed: number, firstDay: number, count: number): Float64Array {
  const local = labelOf(location.name);
  const shocks = Float64Array.from({ length: count + WEATHER_MEMORY_DAYS - 1 }, (_, index) => {
    const day = firstDay - WEATHER_MEMORY_DAYS + 1 + index;
    return (
      Math.sqrt(NATIONAL_SHARE) * gaussian(randomFor(seed, WEATHER_LABEL, NATIONAL_LABEL, day)) +
      Math.sqrt(1 - NATIONAL_SHARE) * gaussian(randomFor(seed, WEATHER_LABEL, local, day))
    );
  });
  const innovationScale = Math.sqrt(1 - WEATHER_PERSISTENCE * WEATHER_PERSISTENCE);
  return Float64Array.from({ length: count }, (_, day) => {
    // Horner's rule over the window, oldest shock first: Σ persistenceᵏ · shock(day − k).
    let anomaly = 0;
    for (const shock of shocks.subarray(day, day + WEATHER_MEMORY_DAYS)) {
      anomaly = anomaly * WEATHER_PERSISTENCE + shock;
    }
    return innovationScale * anomaly;
  });
}
