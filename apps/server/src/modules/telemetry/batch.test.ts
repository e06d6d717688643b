import { HOUR_MS, TELEMETRY_MAX_READINGS, type TelemetryBatch, ZTelemetryBatch } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { readGatewayBatch } from './batch.ts';
import { scanReadings } from './readings-scan.ts';

const ago = (hours: number) => new Date(Math.floor(Date.now() / HOUR_MS - hours) * HOUR_MS).toISOString();

const goodReading = () => ({
  radiator_id: 7,
  at: ago(1),
  interval_s: 300,
  room_c: 19.5,
  setpoint_c: 21,
  output_pct: 40,
  energy_wh: 55.5,
  window_open: true,
  reached_setpoint: false,
});

/** What each field of a reading is sent as, good or bad: edges, wrong types, other forms of instants. */
const variants: Record<string, unknown[]> = {
  radiator_id: [1, 0, -4, 2.5, '7', null, 2 ** 31 - 1, 2 ** 31, 2 ** 53],
  at: [
    ago(2),
    ago(1).replace('Z', '+01:00'),
    ago(1).replace('.000Z', '.123456Z'),
    ago(1).replace('Z', ''),
    ago(1).replace('T', ' '),
    '2026-02-30T10:00:00Z',
    new Date(Date.now() + 2 * HOUR_MS).toISOString(),
    ago(24 * 401),
    'yesterday',
    1_700_000_000_000,
  ],
  interval_s: [1, 3600, 0, 3601, 299.5, '300'],
  room_c: [-30, 60, -30.01, 60.01, 21.25, '21', null],
  setpoint_c: [5, 35, 4.9, 35.5, true],
  output_pct: [0, 100, -1, 101, 50.5],
  energy_wh: [0, 10_000, -0.1, 10_000.1, 1e-9],
  window_open: [false, 'true', 1, null, undefined],
  reached_setpoint: [true, 'false', 0, undefined],
  humidity_pct: [0, 100, -0.1, 100.1, 55.5, '50', null, undefined],
};

/** Three good readings as columns. */
const goodColumns = () => ({
  radiator_id: [7, 7, 8],
  at: [ago(3), ago(2), ago(2)],
  interval_s: [300, 300, 600],
  room_c: [19.5, 20, 17.25],
  setpoint_c: [21, 21, 18],
  output_pct: [40, 0, 100],
  energy_wh: [55.5, 0, 120],
  window_open: [false, true, false],
  reached_setpoint: [true, false, false],
  humidity_pct: [45, null, 60.5],
});

/** Each variant of each field in the last of three columns' values, and columns the contract may refuse. */
function columnBodies(): unknown[] {
  const withValue = Object.entries(variants).flatMap(([field, values]) =>
    values.map((value) => {
      const columns: Record<string, unknown[]> = goodColumns();
      return { columns: { ...columns, [field]: [...(columns[field] ?? []).slice(0, 2), value] } };
    }),
  );
  const { window_open: _, reached_setpoint: __, ...withoutFlags } = goodColumns();
  const { energy_wh: ___, ...withoutEnergy } = goodColumns();
  const { humidity_pct: ____, ...withoutHumidity } = goodColumns();
  return [
    ...withValue,
    { columns: withoutFlags },
    { columns: withoutEnergy },
    { columns: withoutHumidity },
    { columns: { ...goodColumns(), room_c: [19.5, 20] } },
    { columns: { ...goodColumns(), window_open: [true] } },
    { columns: Object.fromEntries(Object.keys(goodColumns()).map((field) => [field, []])) },
    { columns: goodColumns(), readings: [goodReading()] },
    { columns: goodColumns(), outdoor: [{ hour: ago(3), temperature_c: -4 }] },
    { columns: { ...goodColumns(), at: 'now' } },
  ];
}

/** Each variant of each field in the second of two readings, and whole batches the contract may refuse. */
function bodies(): unknown[] {
  const withField = Object.entries(variants).flatMap(([field, values]) =>
    values.map((value) => ({ readings: [goodReading(), { ...goodReading(), [field]: value }] })),
  );
  const { at: _, ...withoutAt } = goodReading();
  return [
    ...withField,
    { readings: [goodReading(), withoutAt] },
    { readings: [{ ...goodReading(), label: 'extra fields are dropped' }] },
    { readings: [] },
    {},
    { readings: 'none' },
    [goodReading()],
    null,
    'text',
    { readings: Array.from({ length: TELEMETRY_MAX_READINGS + 1 }, goodReading) },
    { outdoor: [{ hour: ago(3), temperature_c: -4 }] },
    { outdoor: [{ hour: ago(3), temperature_c: 61 }] },
    { outdoor: [{ hour: 'noon', temperature_c: 4 }] },
    { readings: [goodReading()], outdoor: [{ hour: new Date(Date.now() + 2 * HOUR_MS), temperature_c: 4 }] },
    ...columnBodies(),
  ];
}

/** The batch that the service should get of what the contract took. */
function expectedOf({ readings, columns, outdoor }: TelemetryBatch) {
  const hours = outdoor.map((hour) => ({ hour: hour.hour.getTime(), temperature_c: hour.temperature_c }));
  if (columns) {
    const none = columns.at.map(() => false);
    return {
      form: 'columns',
      readings: {
        ...columns,
        at: columns.at.map((at) => at.getTime()),
        window_open: columns.window_open ?? none,
        reached_setpoint: columns.reached_setpoint ?? none,
        humidity_pct: columns.humidity_pct ?? columns.at.map(() => null),
      },
      outdoor: hours,
    };
  }
  return {
    form: 'readings',
    readings: {
      radiator_id: readings.map((reading) => reading.radiator_id),
      at: readings.map((reading) => reading.at.getTime()),
      interval_s: readings.map((reading) => reading.interval_s),
      room_c: readings.map((reading) => reading.room_c),
      setpoint_c: readings.map((reading) => reading.setpoint_c),
      output_pct: readings.map((reading) => reading.output_pct),
      energy_wh: readings.map((reading) => reading.energy_wh),
      window_open: readings.map((reading) => reading.window_open),
      reached_setpoint: readings.map((reading) => reading.reached_setpoint),
      humidity_pct: readings.map((reading) => reading.humidity_pct ?? null),
    },
    outdoor: hours,
  };
}

/** The body as the telemetry routes' parser gives it: from its JSON, scanned into columns where it can be. */
function sentAsText(body: unknown): unknown {
  const text = JSON.stringify(body);
  return scanReadings(Buffer.from(text)) ?? JSON.parse(text);
}

/** Expects `read(body)` to give what the contract makes of `body`, or to refuse it naming the same fields. */
function expectReadAsContract(body: unknown, read: (body: unknown) => unknown) {
  const contract = ZTelemetryBatch.safeParse(body);
  const label = JSON.stringify(body)?.slice(0, 200);
  if (contract.success) {
    expect(read(body), label).toEqual(expectedOf(contract.data));
    return;
  }
  let refusal: unknown;
  try {
    read(body);
  } catch (error) {
    refusal = error;
  }
  expect(refusal, label).toBeInstanceOf(AppError);
  const paths = contract.error.issues.map((issue) => issue.path.join('.'));
  expect(
    (refusal as AppError).extra.errors?.map((error) => error.path),
    label,
  ).toEqual(paths);
  expect((refusal as AppError).status).toBe(400);
}

describe('readGatewayBatch', () => {
  it('takes exactly what the contract takes, as the same columns, and names what it refuses as the contract does', () => {
    for (const body of bodies()) expectReadAsContract(body, readGatewayBatch);
  });

  it('reads a body scanned from its text as the contract reads the same JSON', () => {
    let scanned = 0;
    for (const body of bodies()) {
      if (scanReadings(Buffer.from(JSON.stringify(body)))) scanned += 1;
      expectReadAsContract(JSON.parse(JSON.stringify(body) ?? 'null'), (sent) =>
        readGatewayBatch(sentAsText(sent)),
      );
    }
    // Good and bad values alike are scanned: the scan must not leave every case to JSON.parse.
    expect(scanned).toBeGreaterThan(45);
  });

  it('has both kinds of body among its cases, in both forms: bodies the contract takes and bodies it refuses', () => {
    for (const cases of [bodies(), columnBodies()]) {
      const taken = cases.filter((body) => ZTelemetryBatch.safeParse(body).success);
      expect(taken.length).toBeGreaterThan(12);
      expect(cases.length - taken.length).toBeGreaterThan(30);
    }
  });
});
