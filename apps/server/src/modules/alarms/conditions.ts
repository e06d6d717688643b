import { type AlarmRule, type DampAlarmRule, FULL_OUTPUT_PCT, MINUTE_MS } from '@radiant/contract';
import type { EffectiveRules } from './settings.ts';

/**
 * The rules that readings decide; radiator_offline is decided by their absence (the silence sweep), the damp
 * and cold rules by days of them (the damp sweep).
 */
export type ReadingRule = Exclude<AlarmRule, 'radiator_offline' | DampAlarmRule>;

/** What a rule's condition needs of a reading: what gateways send. */
export interface RuleReading {
  /** Epoch milliseconds at the end of the reading's interval. */
  at: number;
  intervalS: number;
  roomC: number;
  setpointC: number;
  outputPct: number;
  windowOpen: boolean;
}

/** A condition holding on one radiator: since when, whether its alarm was raised, and a baseline if it needs one. */
export interface Condition {
  since: number;
  raised: boolean;
  /** not_reaching_setpoint: the room's temperature when full output began (or last warmed enough). */
  baselineC: number | null;
}

/** What a reading did to one rule's condition on its radiator. */
export type Transition =
  | { kind: 'raise'; rule: ReadingRule; since: number; reading: RuleReading }
  | { kind: 'clear'; rule: ReadingRule };

type Thresholds<R extends ReadingRule> = EffectiveRules[R]['thresholds'];

/** Whether a reading meets each rule's condition (durations apart). */
const MEETS: {
  [R in Exclude<ReadingRule, 'not_reaching_setpoint'>]: (r: RuleReading, t: Thresholds<R>) => boolean;
} = {
  frost_risk: (reading, { below_c }) => reading.roomC < below_c,
  cold_home: (reading, { below_setpoint_c }) =>
    reading.outputPct > 0 && reading.roomC < reading.setpointC - below_setpoint_c,
  window_open: (reading) => reading.windowOpen && reading.outputPct > 0,
  overheating: (reading, { above_c }) => reading.roomC > above_c,
};

const startOf = (reading: RuleReading) => reading.at - reading.intervalS * 1000;

/**
 * Steps one rule's condition on a radiator by one reading (readings come oldest first): answers the condition
 * after it (none once it ends) and the transition it brings, if any. A condition raises its alarm once, when it
 * has lasted the rule's minutes; it clears it when it ends.
 */
export function stepCondition<R extends ReadingRule>(
  rule: R,
  thresholds: Thresholds<R>,
  held: Condition | undefined,
  reading: RuleReading,
): { condition: Condition | undefined; transition?: Transition } {
  const lasting = thresholds.minutes * MINUTE_MS;
  const ended = () => ({
    condition: undefined,
    ...(held?.raised ? { transition: { kind: 'clear', rule } as const } : {}),
  });
  if (rule === 'not_reaching_setpoint') {
    const { min_rise_c } = thresholds as Thresholds<'not_reaching_setpoint'>;
    // Full output, below the setpoint: the room should be warming.
    if (reading.outputPct < FULL_OUTPUT_PCT || reading.roomC >= reading.setpointC) return ended();
    if (held === undefined)
      return { condition: { since: startOf(reading), raised: false, baselineC: reading.roomC } };
    if (reading.roomC - (held.baselineC ?? reading.roomC) >= min_rise_c) {
      // It warmed as it should: watch again from here, and clear an alarm raised before.
      const condition = { since: reading.at, raised: false, baselineC: reading.roomC };
      return held.raised ? { condition, transition: { kind: 'clear', rule } } : { condition };
    }
    return lastedOrKept(rule, held, reading, lasting);
  }
  const meets = MEETS[rule as Exclude<ReadingRule, 'not_reaching_setpoint'>] as (
    reading: RuleReading,
    thresholds: Thresholds<R>,
  ) => boolean;
  if (!meets(reading, thresholds)) return ended();
  return lastedOrKept(
    rule,
    held ?? { since: startOf(reading), raised: false, baselineC: null },
    reading,
    lasting,
  );
}

/** A condition that holds: raised once it has lasted long enough, kept as it is otherwise. */
function lastedOrKept(rule: ReadingRule, held: Condition, reading: RuleReading, lasting: number) {
  if (held.raised || reading.at - held.since < lasting) return { condition: held };
  return {
    condition: { ...held, raised: true },
    transition: { kind: 'raise', rule, since: held.since, reading } as const,
  };
}
