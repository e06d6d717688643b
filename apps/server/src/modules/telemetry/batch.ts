import { instantBounds, type TelemetryBatch, ZTelemetryBatch } from '@radiant/contract';
import { Ajv } from 'ajv';
import { z } from 'zod';
import { invalidRequest } from '../../errors.ts';
import { fieldOfIssue } from '../../messages/issues.ts';
import { emptyColumnsOf, ScannedReadings } from './readings-scan.ts';

/** A batch's readings column by column, as PostgreSQL takes them; instants in epoch milliseconds. */
export interface ReadingColumns {
  radiator_id: number[];
  at: number[];
  interval_s: number[];
  room_c: number[];
  setpoint_c: number[];
  output_pct: number[];
  energy_wh: number[];
  window_open: boolean[];
  reached_setpoint: boolean[];
  /** Null where the thermostat measures no humidity. */
  humidity_pct: (number | null)[];
}

/** A gateway's batch as the telemetry service stores it, and which form its readings came in. */
export interface GatewayBatch {
  form: 'readings' | 'columns';
  readings: ReadingColumns;
  outdoor: { hour: number; temperature_c: number }[];
}

/** Where a reading's field is in the body it came in: named in answers that refuse it. */
export const readingPath = (form: GatewayBatch['form'], index: number, field: keyof ReadingColumns) =>
  form === 'columns' ? `columns.${field}.${index}` : `readings.${index}.${field}`;

type BatchInput = z.input<typeof ZTelemetryBatch>;
type ReadingInput = NonNullable<BatchInput['readings']>[number];
type ColumnsInput = NonNullable<BatchInput['columns']>;

/**
 * The contract's schema compiled to a plain check (its JSON Schema: types, ranges, the instants' pattern),
 * some forty times faster than the schema itself on a batch of thousands. What JSON Schema cannot say (that
 * instants are neither future nor too old, that columns are as long as each other, that the batch holds
 * something in one form) `screen` checks after it; what passes both, the schema would take. Anything else
 * goes through the schema, which names what is wrong.
 */
const matchesJsonSchema = new Ajv({ validateFormats: false }).compile<BatchInput>(
  z.toJSONSchema(ZTelemetryBatch, { io: 'input', target: 'draft-7' }),
);

/**
 * Epoch milliseconds of ISO 8601 instants the contract's pattern took, or undefined if one is out of bounds. A
 * gateway reads its radiators at the same instants, so an instant is parsed only when it differs from the one
 * before it.
 */
function instantsWithinBounds(instants: readonly string[]): number[] | undefined {
  const { earliest, latest } = instantBounds();
  const times: number[] = [];
  let previous = '';
  let at = Number.NaN;
  for (const instant of instants) {
    if (instant !== previous) {
      at = Date.parse(instant);
      previous = instant;
      if (!(at >= earliest && at <= latest)) return undefined;
    }
    times.push(at);
  }
  return times;
}

/** Adds a reading, taken by the contract, to the columns; its instant `at` in epoch milliseconds. */
function addReading(columns: ReadingColumns, reading: Omit<ReadingInput, 'at'>, at: number) {
  columns.radiator_id.push(reading.radiator_id);
  columns.at.push(at);
  columns.interval_s.push(reading.interval_s);
  columns.room_c.push(reading.room_c);
  columns.setpoint_c.push(reading.setpoint_c);
  columns.output_pct.push(reading.output_pct);
  columns.energy_wh.push(reading.energy_wh);
  columns.window_open.push(reading.window_open ?? false);
  columns.reached_setpoint.push(reading.reached_setpoint ?? false);
  columns.humidity_pct.push(reading.humidity_pct ?? null);
}

/**
 * Readings the contract's JSON Schema took, as columns in one pass: each instant parsed only when it differs
 * from the one before it (see instantsWithinBounds), or undefined if one is out of bounds.
 */
function readingsAsColumns(readings: readonly ReadingInput[]): ReadingColumns | undefined {
  const { earliest, latest } = instantBounds();
  const columns = emptyColumnsOf<ReadingColumns>();
  let previous = '';
  let at = Number.NaN;
  for (let index = 0; index < readings.length; index += 1) {
    const reading = readings[index] as ReadingInput;
    const instant = reading.at;
    if (instant !== previous) {
      at = Date.parse(instant);
      previous = instant;
      if (!(at >= earliest && at <= latest)) return undefined;
    }
    addReading(columns, reading, at);
  }
  return columns;
}

/**
 * Columns taken by the contract, their instants `at` in epoch milliseconds: a flag column left out is false,
 * humidity left out unknown.
 */
function fromColumns(columns: Omit<ColumnsInput, 'at'>, at: number[]): ReadingColumns {
  const none = () => Array<boolean>(at.length).fill(false);
  return {
    radiator_id: columns.radiator_id,
    at,
    interval_s: columns.interval_s,
    room_c: columns.room_c,
    setpoint_c: columns.setpoint_c,
    output_pct: columns.output_pct,
    energy_wh: columns.energy_wh,
    window_open: columns.window_open ?? none(),
    reached_setpoint: columns.reached_setpoint ?? none(),
    humidity_pct: columns.humidity_pct ?? Array<null>(at.length).fill(null),
  };
}

/** The readings of a screened batch without a copy of each, or undefined when something needs the schema. */
function screenReadings(body: BatchInput): Pick<GatewayBatch, 'form' | 'readings'> | undefined {
  const { readings = [], columns } = body;
  if (columns === undefined) {
    const stored = readingsAsColumns(readings);
    return stored && { form: 'readings', readings: stored };
  }
  const lengths = new Set(Object.values(columns).map((values) => values.length));
  if (readings.length > 0 || lengths.size !== 1) return undefined;
  const at = instantsWithinBounds(columns.at);
  return at && { form: 'columns', readings: fromColumns(columns, at) };
}

/** The batch, when it is certainly valid; otherwise undefined. */
function screen(body: unknown): GatewayBatch | undefined {
  if (!matchesJsonSchema(body)) return undefined;
  const readings = screenReadings(body);
  const outdoor = body.outdoor ?? [];
  const hours = instantsWithinBounds(outdoor.map((hour) => hour.hour));
  if (readings === undefined || hours === undefined) return undefined;
  if (readings.readings.at.length + outdoor.length === 0) return undefined;
  return {
    ...readings,
    outdoor: outdoor.map(({ temperature_c }, index) => ({ hour: hours[index] ?? 0, temperature_c })),
  };
}

/** The batch the contract's schema takes, or a 400 naming each reading and field it refuses. */
function parse(body: unknown): GatewayBatch {
  const parsed = ZTelemetryBatch.safeParse(body);
  if (!parsed.success) {
    throw invalidRequest(
      'body',
      parsed.error.issues.map((issue) => fieldOfIssue(issue)),
    );
  }
  const batch: TelemetryBatch = parsed.data;
  const outdoor = batch.outdoor.map(({ hour, temperature_c }) => ({ hour: hour.getTime(), temperature_c }));
  if (batch.columns) {
    const { columns } = batch;
    const at = columns.at.map((instant) => instant.getTime());
    return { form: 'columns', readings: fromColumns(columns, at), outdoor };
  }
  const readings = emptyColumnsOf<ReadingColumns>();
  for (const reading of batch.readings) addReading(readings, reading, reading.at.getTime());
  return { form: 'readings', readings, outdoor };
}

/**
 * A gateway's JSON body as a batch to store: screened quickly, and read by the contract's schema otherwise.
 * Readings scanned into columns from one object each are screened as columns, and read again from their text
 * when the screen refuses them, so that the schema names each refused reading as it was sent.
 */
export function readGatewayBatch(body: unknown): GatewayBatch {
  if (body instanceof ScannedReadings) {
    const batch = screen({ ...body.rest, columns: body.columns });
    return batch ? { ...batch, form: 'readings' } : parse(JSON.parse(body.text()));
  }
  return screen(body) ?? parse(body);
}
