import { ALARM_RULE_DEFAULTS, type AlarmRule } from '@radiant/contract';

/**
 * A threshold's field: its key in the rule's thresholds, its unit and the step of its number input; a band
 * (the damp and cold rules') is chosen from the bands instead.
 */
export type ThresholdField = { key: string; unit: 'minutes' | 'celsius' | 'band'; step: number };

const unitOf = (key: string): ThresholdField['unit'] =>
  key === 'minutes' ? 'minutes' : key === 'band' ? 'band' : 'celsius';

/** A rise is measured in tenths of a degree, other temperatures in halves; minutes and bands are whole. */
const stepOf = (key: string) => (key === 'minutes' || key === 'band' ? 1 : key === 'min_rise_c' ? 0.1 : 0.5);

/** A rule's thresholds as fields, temperatures before durations, from the values Radiant ships. */
export const thresholdFields = (rule: AlarmRule): ThresholdField[] =>
  Object.keys(ALARM_RULE_DEFAULTS[rule].thresholds)
    .toSorted((a, b) => Number(a === 'minutes') - Number(b === 'minutes'))
    .map((key) => ({ key, unit: unitOf(key), step: stepOf(key) }));
