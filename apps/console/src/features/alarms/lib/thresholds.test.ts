import { describe, expect, it } from 'vitest';
import { thresholdFields } from './thresholds';

describe("a rule's threshold fields", () => {
  it('put the temperature before the duration, each with its unit', () => {
    expect(thresholdFields('frost_risk')).toEqual([
      { key: 'below_c', unit: 'celsius', step: 0.5 },
      { key: 'minutes', unit: 'minutes', step: 1 },
    ]);
  });

  it('measure a rise in tenths of a degree', () => {
    expect(thresholdFields('not_reaching_setpoint')[0]).toEqual({
      key: 'min_rise_c',
      unit: 'celsius',
      step: 0.1,
    });
  });

  it('give a rule of duration alone one field', () => {
    expect(thresholdFields('window_open')).toEqual([{ key: 'minutes', unit: 'minutes', step: 1 }]);
  });

  it('give the damp and cold rules a band to choose', () => {
    expect(thresholdFields('damp_risk')).toEqual([{ key: 'band', unit: 'band', step: 1 }]);
    expect(thresholdFields('excess_cold')).toEqual([{ key: 'band', unit: 'band', step: 1 }]);
  });
});
