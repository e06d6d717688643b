import { type FieldError, instantBounds, type TelemetryBatch, ZTelemetryBatch } from '@radiant/contract';
import { Ajv } from 'ajv';
import { z } from 'zod';
import { invalidRequest } from '../../errors.ts';

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
}

/** A gateway's batch as the telemetry service stores it. */
export interface GatewayBatch {
  readings: ReadingColumns;
  outdoor: { hour: number; temperature_c: number }[];
}

type BatchInput = z.input<typeof ZTelemetryBatch>;
type ReadingInput = NonNullable<BatchInput['readings']>[number];

/**
 * The contract's schema compiled to a plain check (its JSON Schema: types, ranges, the instants' pattern),
 * some forty times faster than the schema itself on a batch of thousands. What JSON Schema cannot say (that
 * instants are neither future nor too old, that the batch holds something) `screen` checks after it; what
 * passes both, the schema would take. Anything else goes through the schema, which names what is wrong.
 */
const matchesJsonSchema = new Ajv({ validateFormats: false }).compile<BatchInput>(
  z.toJSONSchema(ZTelemetryBatch, { io: 'input', target: 'draft-7' }),
);

const emptyColumns = (): ReadingColumns => ({
  radiator_id: [],
  at: [],
  interval_s: [],
  room_c: [],
  setpoint_c: [],
  output_pct: [],
  energy_wh: [],
  window_open: [],
  reached_setpoint: [],
});

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
}

/** The batch without a copy of each reading, when it is certainly valid; otherwise undefined. */
function screen(body: unknown): GatewayBatch | undefined {
  if (!matchesJsonSchema(body)) return undefined;
  const readings = body.readings ?? [];
  const outdoor = body.outdoor ?? [];
  if (readings.length + outdoor.length === 0) return undefined;
  const { earliest, latest } = instantBounds();
  const columns = emptyColumns();
  for (const reading of readings) {
    const at = Date.parse(reading.at);
    if (!(at >= earliest && at <= latest)) return undefined;
    addReading(columns, reading, at);
  }
  const hours: GatewayBatch['outdoor'] = [];
  for (const { hour, temperature_c } of outdoor) {
    const at = Date.parse(hour);
    if (!(at >= earliest && at <= latest)) return undefined;
    hours.push({ hour: at, temperature_c });
  }
  return { readings: columns, outdoor: hours };
}

/** The batch the contract's schema takes, or a 400 naming each reading and field it refuses. */
function parse(body: unknown): GatewayBatch {
  const parsed = ZTelemetryBatch.safeParse(body);
  if (!parsed.success) {
    const errors: FieldError[] = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw invalidRequest('request body', errors);
  }
  const batch: TelemetryBatch = parsed.data;
  const columns = emptyColumns();
  for (const reading of batch.readings) addReading(columns, reading, reading.at.getTime());
  return {
    readings: columns,
    outdoor: batch.outdoor.map(({ hour, temperature_c }) => ({ hour: hour.getTime(), temperature_c })),
  };
}

/** A gateway's JSON body as a batch to store: screened quickly, and read by the contract's schema otherwise. */
export const readGatewayBatch = (body: unknown): GatewayBatch => screen(body) ?? parse(body);
