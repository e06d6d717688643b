import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readGatewayBatch } from './batch.ts';
import { jsonParser } from './json-body.ts';
import { ScannedReadings } from './readings-scan.ts';

type Outcome = { error?: string; body?: unknown };

/** What a parser makes of a body: its error's code, or the value (with its own keys, `__proto__` included). */
const outcomeOf = (
  parser: (request: never, body: never, done: (error: Error | null, body?: unknown) => void) => void,
  body: string | Buffer,
) => {
  let outcome: Outcome = {};
  parser({} as never, body as never, (error, value) => {
    outcome = error ? { error: (error as Error & { code?: string }).code ?? error.name } : { body: value };
  });
  return outcome;
};

describe('the JSON parser of telemetry', () => {
  const app = Fastify();
  const fast = jsonParser(app);
  const standard = app.getDefaultJsonParser('error', 'error');

  it('makes of every body what Fastify makes of it', () => {
    const bodies = [
      '{"readings":[{"radiator_id":1,"at":"2026-11-24T07:05:00Z","room_c":20.5}]}',
      '{"columns":{"radiator_id":[1,2],"room_c":[-0,1e3]}}',
      '',
      ' ',
      '{',
      '{"readings":[1,]}',
      '\uFEFF{"readings":[]}',
      '{"__proto__":{"x":1}}',
      '{"a":{"__proto__" :1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{"a":{"constructor":{"prototype":1}}}',
      '{"\\u005f_proto__":{"x":1}}',
      '{"constru\\u0063tor":{"prototype":{"x":1}}}',
      '{"note":"a \\"constructor\\" in a string"}',
      '{"note":"__proto__"}',
      '"a string"',
      '12',
      'null',
      '[{"__proto__":1}]',
    ];
    for (const body of bodies) {
      const expected = outcomeOf(standard as never, body);
      const outcome = outcomeOf(fast as never, Buffer.from(body));
      expect(outcome, body).toEqual(expected);
      if ('body' in expected && expected.body !== null && typeof expected.body === 'object') {
        expect(Object.keys(outcome.body as object), body).toEqual(Object.keys(expected.body as object));
      }
    }
  });

  it('gives a batch of readings scanned into columns, read as the batch Fastify’s parse gives', () => {
    const reading = { radiator_id: 1, at: new Date().toISOString(), interval_s: 300, room_c: 20.5 };
    const body = JSON.stringify({
      readings: [{ ...reading, setpoint_c: 21, output_pct: 5, energy_wh: 1.5 }],
    });
    const scanned = outcomeOf(fast as never, Buffer.from(body)).body;
    expect(scanned).toBeInstanceOf(ScannedReadings);
    expect(readGatewayBatch(scanned)).toEqual(readGatewayBatch(outcomeOf(standard as never, body).body));
  });
});
