import {
  COMMAND_LIFETIME_DAYS,
  type CommandEstimate,
  DAY_MS,
  DEFAULT_DEGREE_DAY_BASE_C,
  DEFAULT_PRICE_PER_KWH,
  type HeatingChange,
  MODE_SETPOINTS_C,
} from '@radiant/contract';

/** The days of history a home's figures are read from, and the days an estimate covers. */
export const HISTORY_DAYS = 7;
const ESTIMATE_DAYS = COMMAND_LIFETIME_DAYS;

/** One radiator as the last HISTORY_DAYS complete days saw it. */
export interface RadiatorHistory {
  radiatorId: number;
  homeId: number;
  energyWh: number;
  /** Its mean setpoint while reporting; null when it did not report. */
  setpointC: number | null;
}

/** One home as the last HISTORY_DAYS complete days saw it. */
export interface HomeHistory {
  energyWh: number;
  /** Its location's mean outdoor temperature each of those days (those with weather). */
  outdoorC: readonly number[];
}

const degreeDays = (outdoorC: readonly number[], baseC: number) =>
  outdoorC.reduce((sum, t) => sum + Math.max(0, baseC - t), 0);

/** The setpoint a radiator heats to under the change; undefined when it does not heat; null when unchanged. */
function targetC(change: HeatingChange): number | undefined | null {
  switch (change.mode) {
    case 'off':
      return undefined;
    case 'schedule':
      return null;
    case 'frost':
      return MODE_SETPOINTS_C.frost;
    default:
      return change.setpoint_c ?? MODE_SETPOINTS_C[change.mode];
  }
}

/** An instant as people read it: `2026-12-03 18:00 UTC`. */
const readableUtc = (instant: string) =>
  `${new Date(instant).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A home's week now and with the change, in kWh; null when its history cannot tell. */
export interface HomeEstimate {
  kwhNow: number;
  kwhWithChange: number;
}

/**
 * The degree-day model Radiant's analytics use, turned forward: a home uses its own kWh per degree-day (below
 * 15.5 °C), the next days are as cold as the last ones at its location, and a radiator's setpoint moved by Δ
 * moves its degree-day base by Δ. Each radiator takes its share of its home's energy. A change `until` a time
 * lasts that part of the week; the rest heats as now.
 */
export function estimateChange(
  change: HeatingChange,
  radiators: readonly RadiatorHistory[],
  homes: ReadonlyMap<number, HomeHistory>,
  now = Date.now(),
  pricePerKwh = DEFAULT_PRICE_PER_KWH,
): { estimate: CommandEstimate; byHome: Map<number, HomeEstimate | null> } {
  const baseC = DEFAULT_DEGREE_DAY_BASE_C;
  const target = targetC(change);
  const weekMs = ESTIMATE_DAYS * DAY_MS;
  const lasting = change.until ? Math.min(1, Math.max(0, (Date.parse(change.until) - now) / weekMs)) : 1;
  const byHome = new Map<number, HomeEstimate | null>();
  let notEstimated = 0;
  for (const radiator of radiators) {
    const home = homes.get(radiator.homeId);
    const pastDegreeDays = home ? degreeDays(home.outdoorC, baseC) : 0;
    // Under a degree-day of history, or no energy at all, says nothing about how the home heats.
    if (!home || home.outdoorC.length === 0 || pastDegreeDays < 1 || home.energyWh <= 0) {
      notEstimated += 1;
      if (!byHome.has(radiator.homeId)) byHome.set(radiator.homeId, null);
      continue;
    }
    const kwhPerDegreeDay = home.energyWh / 1000 / pastDegreeDays;
    const share = radiator.energyWh / home.energyWh;
    // The days ahead: the mean day of those past, as many times as the estimate covers.
    const scale = ESTIMATE_DAYS / home.outdoorC.length;
    const asNow = kwhPerDegreeDay * share * pastDegreeDays * scale;
    let changed = asNow;
    if (target === undefined) changed = 0;
    else if (target !== null && radiator.setpointC !== null) {
      const shift = target - radiator.setpointC;
      changed = kwhPerDegreeDay * share * degreeDays(home.outdoorC, baseC + shift) * scale;
    }
    const withChange = lasting * changed + (1 - lasting) * asNow;
    const sums = byHome.get(radiator.homeId) ?? { kwhNow: 0, kwhWithChange: 0 };
    sums.kwhNow += asNow;
    sums.kwhWithChange += withChange;
    byHome.set(radiator.homeId, sums);
  }
  let kwhNow = 0;
  let kwhWithChange = 0;
  for (const home of byHome.values()) {
    kwhNow += home?.kwhNow ?? 0;
    kwhWithChange += home?.kwhWithChange ?? 0;
  }
  const kwhChange = kwhWithChange - kwhNow;
  return {
    byHome,
    estimate: {
      days: ESTIMATE_DAYS,
      kwh_now: round(kwhNow),
      kwh_with_change: round(kwhWithChange),
      kwh_change: round(kwhChange),
      cost_change_gbp: round(kwhChange * pricePerKwh, 2),
      price_per_kwh: pricePerKwh,
      radiators_not_estimated: notEstimated,
      assumptions: assumptionsOf(change, lasting, pricePerKwh),
    },
  };
}

function assumptionsOf(change: HeatingChange, lasting: number, pricePerKwh: number): string[] {
  const base = DEFAULT_DEGREE_DAY_BASE_C;
  return [
    `Each home uses its own kWh per heating degree-day (below ${base} °C) of the last ${HISTORY_DAYS} complete days.`,
    `The next ${ESTIMATE_DAYS} days are as cold as the last ${HISTORY_DAYS} were where each home is.`,
    `Each radiator uses its share of its home's energy of those days; moving its setpoint moves its degree-day base as much (comfort ${MODE_SETPOINTS_C.comfort} °C, eco ${MODE_SETPOINTS_C.eco} °C, frost ${MODE_SETPOINTS_C.frost} °C unless set; off uses nothing; schedule changes nothing).`,
    ...(change.until && lasting < 1
      ? [
          `The change lasts until ${readableUtc(change.until)}, ${round(lasting * 100, 0)} % of the week; the rest heats as now.`,
        ]
      : []),
    `Homes without a degree-day of weather or any energy in those days are counted as unchanged.`,
    `Priced at £${pricePerKwh} per kWh.`,
  ];
}
