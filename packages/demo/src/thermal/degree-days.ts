/** UK convention: buildings need no heating above a daily mean of 15.5 °C (internal gains do the rest). */
const UK_BASE_C = 15.5;

/** Heating degree-days (K·day) of daily mean outdoor temperatures below `baseC` (default 15.5 °C, UK convention). */
export function degreeDays(dailyMeanOutdoorC: number[], baseC = UK_BASE_C): number {
  return dailyMeanOutdoorC.reduce((sum, meanC) => sum + Math.max(0, baseC - meanC), 0);
}
