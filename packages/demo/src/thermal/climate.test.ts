import { HOUR_MS } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { dailyMeanOutdoorC, LOCATIONS, type Location, outdoorTemperature } from './climate.ts';

const YEAR_START = new Date(Date.UTC(2023, 0, 1));

function place(name: string): Location {
  const location = LOCATIONS.find((candidate) => candidate.name === name);
  if (!location) throw new Error(`No location ${name}`);
  return location;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function correlation(a: number[], b: number[]): number {
  const meanA = mean(a);
  const meanB = mean(b);
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  a.forEach((valueA, index) => {
    const valueB = b[index] ?? meanB;
    covariance += (valueA - meanA) * (valueB - meanB);
    varianceA += (valueA - meanA) ** 2;
    varianceB += (valueB - meanB) ** 2;
  });
  return covariance / Math.sqrt(varianceA * varianceB);
}

/** Daily means less their 15-day centred mean: the weather without the season. */
function anomalies(daily: number[]): number[] {
  return daily.slice(7, -7).map((value, index) => value - mean(daily.slice(index, index + 15)));
}

describe('outdoorTemperature', () => {
  it('is the same for a seed and differs for another', () => {
    const at = new Date(Date.UTC(2024, 1, 10, 14, 20));
    const london = place('London');
    expect(outdoorTemperature(london, at, 7)).toBe(outdoorTemperature(london, at, 7));
    expect(outdoorTemperature(london, at, 7)).not.toBe(outdoorTemperature(london, at, 8));
  });

  it('keeps each town near its annual mean, cold in January and warm in July', () => {
    for (const location of LOCATIONS) {
      const daily = dailyMeanOutdoorC(location, 3, YEAR_START, 365);
      const january = mean(daily.slice(0, 31));
      const july = mean(daily.slice(181, 212));
      expect(Math.abs(mean(daily) - location.meanC)).toBeLessThan(1);
      expect(july - january).toBeGreaterThan(location.seasonalAmplitudeC);
      expect(july - january).toBeLessThan(3.5 * location.seasonalAmplitudeC);
    }
  });

  it('is coldest in mid to late January', () => {
    // The phase of the annual harmonic of a few years of daily means: the weather hardly shifts it.
    const london = place('London');
    let cosine = 0;
    let sine = 0;
    for (let seed = 1; seed <= 4; seed++) {
      dailyMeanOutdoorC(london, seed, YEAR_START, 365).forEach((meanC, day) => {
        cosine += meanC * Math.cos((2 * Math.PI * day) / 365);
        sine += meanC * Math.sin((2 * Math.PI * day) / 365);
      });
    }
    const warmestDay = ((Math.atan2(sine, cosine) / (2 * Math.PI)) * 365 + 365) % 365;
    const coldestDay = (warmestDay + 182.5) % 365;
    expect(coldestDay).toBeGreaterThanOrEqual(12);
    expect(coldestDay).toBeLessThanOrEqual(28);
  });

  it('is coldest before dawn and warmest in mid-afternoon', () => {
    const cardiff = place('Cardiff');
    const byHour = Array.from({ length: 24 }, (_, hour) =>
      mean(
        Array.from({ length: 365 }, (_, day) =>
          outdoorTemperature(cardiff, new Date(YEAR_START.getTime() + (day * 24 + hour) * HOUR_MS), 2),
        ),
      ),
    );
    const coldestHour = byHour.indexOf(Math.min(...byHour));
    const warmestHour = byHour.indexOf(Math.max(...byHour));
    expect(coldestHour).toBeGreaterThanOrEqual(3);
    expect(coldestHour).toBeLessThanOrEqual(7);
    expect(warmestHour).toBeGreaterThanOrEqual(13);
    expect(warmestHour).toBeLessThanOrEqual(16);
    expect(Math.max(...byHour) - Math.min(...byHour)).toBeGreaterThan(cardiff.dailyAmplitudeC);
  });

  it('changes smoothly from hour to hour', () => {
    const leeds = place('Leeds');
    let previous = outdoorTemperature(leeds, YEAR_START, 4);
    for (let hour = 1; hour < 24 * 365; hour++) {
      const next = outdoorTemperature(leeds, new Date(YEAR_START.getTime() + hour * HOUR_MS), 4);
      expect(Math.abs(next - previous)).toBeLessThan(2);
      previous = next;
    }
  });

  it('has weather that lasts a few days and spans the country', () => {
    const manchester = anomalies(dailyMeanOutdoorC(place('Manchester'), 5, YEAR_START, 365));
    const leeds = anomalies(dailyMeanOutdoorC(place('Leeds'), 5, YEAR_START, 365));
    // A mild spell today means a mild day tomorrow more often than not.
    expect(correlation(manchester.slice(1), manchester.slice(0, -1))).toBeGreaterThan(0.3);
    // Neighbouring towns share most of their weather, yet not all of it.
    const together = correlation(manchester, leeds);
    expect(together).toBeGreaterThan(0.5);
    expect(together).toBeLessThan(0.95);
    // Days stray from the normal by a few degrees, as UK days do.
    const spread = Math.sqrt(mean(manchester.map((anomaly) => anomaly ** 2)));
    expect(spread).toBeGreaterThan(1);
    expect(spread).toBeLessThan(4);
  });
});
