import { ALARM_RULE_DEFAULTS, MINUTE_MS } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { type Condition, type ReadingRule, type RuleReading, stepCondition } from './conditions.ts';

const START = Date.UTC(2026, 0, 5, 6);

/** A five-minute reading ending `minutes` after START. */
const at = (minutes: number, overrides: Partial<RuleReading> = {}): RuleReading => ({
  at: START + minutes * MINUTE_MS,
  intervalS: 300,
  roomC: 19.5,
  setpointC: 20,
  outputPct: 50,
  windowOpen: false,
  ...overrides,
});

/** Steps a rule with its default thresholds through readings; answers the transitions and the last condition. */
function run(rule: ReadingRule, readings: RuleReading[]) {
  let condition: Condition | undefined;
  const transitions: string[] = [];
  for (const reading of readings) {
    const step = stepCondition(rule, ALARM_RULE_DEFAULTS[rule].thresholds, condition, reading);
    condition = step.condition;
    if (step.transition) transitions.push(`${step.transition.kind}@${(reading.at - START) / MINUTE_MS}`);
  }
  return { transitions, condition };
}

describe('stepCondition', () => {
  it('raises once the condition has lasted its minutes, counting the first reading’s interval', () => {
    const frost = (minutes: number) => at(minutes, { roomC: 6 });
    // Readings at 5…30 cover 0…30: thirty minutes once the reading at 30 arrives.
    expect(run('frost_risk', [5, 10, 15, 20, 25].map(frost)).transitions).toEqual([]);
    expect(run('frost_risk', [5, 10, 15, 20, 25, 30, 35, 40].map(frost)).transitions).toEqual(['raise@30']);
  });

  it('clears when a reading no longer meets it, and forgets the condition', () => {
    const readings = [
      ...[5, 10, 15, 20, 25, 30].map((minutes) => at(minutes, { roomC: 6 })),
      at(35, { roomC: 7 }),
    ];
    const { transitions, condition } = run('frost_risk', readings);
    expect(transitions).toEqual(['raise@30', 'clear@35']);
    expect(condition).toBeUndefined();
  });

  it('cold home: only while heating', () => {
    const cold = (minutes: number, outputPct: number) => at(minutes, { roomC: 17, setpointC: 20, outputPct });
    const hours = Array.from({ length: 37 }, (_, index) => 5 * (index + 1));
    expect(
      run(
        'cold_home',
        hours.map((minutes) => cold(minutes, 60)),
      ).transitions,
    ).toEqual(['raise@180']);
    expect(
      run(
        'cold_home',
        hours.map((minutes) => cold(minutes, 0)),
      ).transitions,
    ).toEqual([]);
  });

  it('not reaching setpoint: full output without warming raises; warming by the rise watches again', () => {
    const full = (minutes: number, roomC: number) => at(minutes, { roomC, setpointC: 21, outputPct: 100 });
    const flat = Array.from({ length: 25 }, (_, index) => full(5 * (index + 1), 17.2));
    expect(run('not_reaching_setpoint', flat).transitions).toEqual(['raise@120']);
    // Warming 0.3 °C an hour: the rise of 0.5 °C comes within the two hours and restarts the watch each time;
    // 0.2 °C an hour is too slow, and raises.
    const warming = (perHour: number) =>
      Array.from({ length: 48 }, (_, index) => full(5 * (index + 1), 17 + (index * perHour) / 12));
    expect(run('not_reaching_setpoint', warming(0.3)).transitions).toEqual([]);
    expect(run('not_reaching_setpoint', warming(0.2)).transitions[0]).toBe('raise@120');
    // Raised, then the room warms by the rise: cleared.
    const recovered = [...flat, full(130, 17.4), full(135, 17.8)];
    expect(run('not_reaching_setpoint', recovered).transitions).toEqual(['raise@120', 'clear@135']);
  });

  it('window open: only with the heating on, and overheating above its threshold only', () => {
    const open = Array.from({ length: 13 }, (_, index) =>
      at(5 * (index + 1), { windowOpen: true, outputPct: 30 }),
    );
    expect(run('window_open', open).transitions).toEqual(['raise@60']);
    const closedValve = open.map((reading) => ({ ...reading, outputPct: 0 }));
    expect(run('window_open', closedValve).transitions).toEqual([]);
    const hot = (roomC: number) => Array.from({ length: 13 }, (_, index) => at(5 * (index + 1), { roomC }));
    expect(run('overheating', hot(26.5)).transitions).toEqual(['raise@60']);
    expect(run('overheating', hot(26)).transitions).toEqual([]);
  });
});
