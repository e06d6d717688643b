import { describe, expect, it } from 'vitest';
import { scanReadings as scanBytes } from './readings-scan.ts';

/** The scan of a body sent as `text`. */
const scanReadings = (text: string) => scanBytes(Buffer.from(text));

const reading = {
  radiator_id: 7,
  at: '2026-11-24T07:05:00Z',
  interval_s: 300,
  room_c: 19.5,
  setpoint_c: 21,
  output_pct: 40,
  energy_wh: 55.5,
  window_open: true,
  reached_setpoint: false,
  humidity_pct: 61.25,
};

/** A small deterministic generator: the same cases every run. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The text of a number as JSON may write it: signs, fractions of many digits, exponents. */
function numberTexts(count: number): string[] {
  const random = randomOf(42);
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  return Array.from({ length: count }, () => {
    const whole =
      random() < 0.3 ? '0' : String(1 + Math.floor(random() * 9)) + digits(Math.floor(random() * 8));
    const fraction = random() < 0.7 ? `.${digits(1 + Math.floor(random() * 18))}` : '';
    const exponent = random() < 0.1 ? `e${random() < 0.5 ? '-' : '+'}${Math.floor(random() * 30)}` : '';
    return `${random() < 0.2 ? '-' : ''}${whole}${fraction}${exponent}`;
  });
}

describe('scanReadings', () => {
  it('reads every number as JSON.parse does, to the last bit and the sign of zero', () => {
    const texts = [...numberTexts(5000), '0', '-0', '-0.0', '0.1', '0.30000000000000004', '9007199254740993'];
    for (const text of texts) {
      const scanned = scanReadings(`{"readings":[${JSON.stringify(reading).replace('19.5', text)}]}`);
      expect(scanned, text).toBeDefined();
      expect(Object.is(scanned?.columns.room_c[0], JSON.parse(text)), text).toBe(true);
    }
  });

  it('reads fields in any order, spaced as JSON allows, with the other members kept', () => {
    const { at, humidity_pct, window_open, ...rest } = reading;
    const shuffled = { humidity_pct, ...rest, at };
    const outdoor = [{ hour: '2026-11-24T07:00:00Z', temperature_c: -2, note: 'Küche, 厨房' }];
    const text = JSON.stringify({ readings: [reading, shuffled], outdoor }, null, 2);
    const scanned = scanReadings(`\n ${text.replaceAll('":', '" :\t')} \r\n`);
    expect(scanned?.rest).toEqual({ outdoor });
    expect(scanned?.columns).toEqual({
      radiator_id: [7, 7],
      at: [at, at],
      interval_s: [300, 300],
      room_c: [19.5, 19.5],
      setpoint_c: [21, 21],
      output_pct: [40, 40],
      energy_wh: [55.5, 55.5],
      window_open: [true, false],
      reached_setpoint: [false, false],
      humidity_pct: [61.25, 61.25],
    });
  });

  it('leaves to JSON.parse what is unusual, what could carry a prototype key, and what is not JSON', () => {
    const one = JSON.stringify(reading);
    const bodies = [
      `{"readings":[${one.replace('"room_c"', '"room_c":1,"room_c"')}]}`,
      `{"readings":[${one.replace('"room_c"', '"label":"x","room_c"')}]}`,
      `{"readings":[${one.replace('61.25', 'null')}]}`,
      `{"readings":[${one.replace('19.5', '"19.5"')}]}`,
      `{"readings":[${one.replace('true', '1')}]}`,
      `{"readings":[${one.replace('07:05', '07\\u003a05')}]}`,
      `{"readings":[${one.replace('07:05', '07：05')}]}`,
      `{"readings":[${one.replace(',"energy_wh":55.5', '')}]}`,
      `{"readings":[${one.replace('19.5', '019.5')}]}`,
      `{"readings":[${one.replace('19.5', '19.')}]}`,
      `{"readings":[${one.replace('19.5', '1e')}]}`,
      `{"readings":[${one}],"outdoor":[],"__proto__":{"x":1}}`,
      `{"readings":[${one}],"note":{"constructor":{"prototype":1}}}`,
      `{"readings":[${one}],"readings":[]}`,
      `{"readings":[${one}],"columns":{}}`,
      `{"readings":[${one}]} x`,
      `{"readings":[${one},]}`,
      `{"readings":[${one}]`,
      `{"readings":[]}`,
      `{"outdoor":[],"readings":[${one}]}`,
      `\uFEFF{"readings":[${one}]}`,
    ];
    for (const body of bodies) expect(scanReadings(body), body).toBeUndefined();
  });

  it("compares each reading's keys and instant with the last reading's, to the byte", () => {
    const one = JSON.stringify(reading);
    const keys = Object.keys(reading).flatMap((key) => {
      const start = one.indexOf(`"${key}":`) + 1;
      return Array.from(key, (_, offset) => start + offset);
    });
    const instantStart = one.indexOf(reading.at);
    const instant = Array.from(reading.at, (_, offset) => instantStart + offset);
    const changedAt = (index: number) => `${one.slice(0, index)}Q${one.slice(index + 1)}`;
    for (const index of keys) {
      expect(scanReadings(`{"readings":[${one},${changedAt(index)}]}`), changedAt(index)).toBeUndefined();
    }
    for (const index of instant) {
      const scanned = scanReadings(`{"readings":[${one},${changedAt(index)},${one}]}`);
      const changed = (JSON.parse(changedAt(index)) as { at: string }).at;
      expect(scanned?.columns.at, changed).toEqual([reading.at, changed, reading.at]);
    }
    const shorter = { ...reading, at: reading.at.slice(0, -1) };
    const longer = { ...reading, at: `${reading.at}Z` };
    const scanned = scanReadings(JSON.stringify({ readings: [reading, shorter, longer, reading] }));
    expect(scanned?.columns.at).toEqual([reading.at, shorter.at, longer.at, reading.at]);
  });

  it('gives an instant sent again as the same string', () => {
    const scanned = scanReadings(JSON.stringify({ readings: [reading, reading, { ...reading, at: 'x' }] }));
    expect(scanned?.columns.at).toEqual([reading.at, reading.at, 'x']);
  });
});
