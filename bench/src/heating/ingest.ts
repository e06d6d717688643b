import { Agent, request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deviceKeyOperations, type Reading, telemetryOperations, urlOf } from '@radiant/contract';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const INTERVAL_MS = 300_000;
const COPY_CHUNK_ROWS = 2500;
const COLUMNS = [
  'radiator_id',
  'home_id',
  'at',
  'interval_s',
  'room_c',
  'setpoint_c',
  'output_pct',
  'energy_wh',
  'window_open',
  'reached_setpoint',
  'humidity_pct',
] as const;

/** A home's gateway as the bench plays it: its device key and its radiators. */
interface Gateway {
  homeId: number;
  key: string;
  radiatorIds: number[];
}

type ReadingRow = Omit<Reading, 'at'> & { at: string; home_id: number };

/** Creates a device key through the API for each of `homeIds`, and reads their radiators from the database. */
export async function createGateways(
  url: string,
  auth: Record<string, string>,
  client: pg.Client,
  homeIds: number[],
): Promise<Gateway[]> {
  const gateways: Gateway[] = [];
  for (const homeId of homeIds) {
    const response = await fetch(`${url}${urlOf(deviceKeyOperations.create, { params: { id: homeId } })}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'bench gateway' }),
    });
    if (!response.ok) throw new Error(`No device key for home ${homeId}: ${response.status}`);
    const { data } = (await response.json()) as { data: { key: string } };
    const { rows } = await client.query<{ id: number }>(
      'SELECT r.id FROM radiators r JOIN rooms ro ON ro.id = r.room_id WHERE ro.home_id = $1 ORDER BY r.id',
      [homeId],
    );
    gateways.push({ homeId, key: data.key, radiatorIds: rows.map((row) => row.id) });
  }
  return gateways;
}

/**
 * `batches` batches of `perBatch` readings of each gateway's radiators at 5-minute intervals, up to an hour
 * ago so that no two share a radiator and an instant; plausible figures (humidity included), a window open now
 * and then. A
 * gateway's batches go forward in time, as a live one's do, so that every reading is new to the alarm rules.
 */
export function readingBatches(gateways: Gateway[], batches: number, perBatch: number): ReadingRow[][][] {
  const newest = Math.floor((Date.now() - 3_600_000) / INTERVAL_MS) * INTERVAL_MS;
  return gateways.map((gateway) => {
    let slot = 0;
    return Array.from({ length: batches }, () => {
      const rows: ReadingRow[] = [];
      while (rows.length < perBatch) {
        const at = new Date(newest - slot * INTERVAL_MS).toISOString();
        for (const radiatorId of gateway.radiatorIds) {
          if (rows.length === perBatch) break;
          const output = (radiatorId * 37 + slot * 11) % 101;
          rows.push({
            radiator_id: radiatorId,
            home_id: gateway.homeId,
            at,
            interval_s: 300,
            room_c: 18 + ((slot + radiatorId) % 40) / 10,
            setpoint_c: 20,
            output_pct: output,
            energy_wh: Math.round(output * 1.2 * 10) / 10,
            window_open: (slot + radiatorId) % 97 === 0,
            reached_setpoint: (slot + radiatorId) % 53 === 0,
            // Every thermostat measures humidity: each reading is judged for damp and mould.
            humidity_pct: 40 + ((slot * 7 + radiatorId) % 35),
          });
        }
        slot += 1;
      }
      return rows;
    }).reverse();
  });
}

/** The forms a gateway may send its readings in: one object each, or a column per field. */
export type BatchForm = 'readings' | 'columns';

/** A batch's JSON body in `form`. */
function bodyOf(rows: ReadingRow[], form: BatchForm): string {
  const readings = rows.map(({ home_id: _, ...reading }) => reading);
  if (form === 'readings') return JSON.stringify({ readings });
  const fields = Object.keys(readings[0] ?? {}) as (keyof (typeof readings)[number])[];
  return JSON.stringify({
    columns: Object.fromEntries(fields.map((field) => [field, readings.map((reading) => reading[field])])),
  });
}

/**
 * POSTs a JSON `body` over `agent`'s connection: the status and the text of the answer. node:http writes a
 * body in one piece where fetch streams it, which cost the load generator (sharing the cores with Radiant and
 * PostgreSQL) about a microsecond a reading.
 */
function post(url: string, agent: Agent, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * Sends each gateway's batches to POST /v1/telemetry in `form`, one kept-alive connection per gateway, the
 * first batch of each before the clock starts (it creates the month's partition). Answers the readings
 * acknowledged a second, and what `cpuNow` (CPU seconds by part) counted while the clock ran.
 */
export async function ingest<Part extends string>(
  url: string,
  gateways: Gateway[],
  batches: ReadingRow[][][],
  form: BatchForm,
  cpuNow: () => Record<Part, number>,
) {
  const bodies = batches.map((own) => own.map((rows) => Buffer.from(bodyOf(rows, form))));
  const agents = gateways.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const send = async (index: number, body: Buffer | undefined) => {
    const gateway = gateways[index];
    const agent = agents[index];
    if (!gateway || !agent || !body) throw new Error(`No gateway ${index} or no batch to send.`);
    const answer = await post(
      `${url}${telemetryOperations.ingest.path}`,
      agent,
      { authorization: `Device ${gateway.key}` },
      body,
    );
    if (answer.status !== 200) throw new Error(`Telemetry refused: ${answer.status} ${answer.text}`);
    return (JSON.parse(answer.text) as { data: { stored: number; duplicates: number } }).data;
  };
  await Promise.all(gateways.map((_, index) => send(index, bodies[index]?.[0])));
  const cpuAtStart = cpuNow();
  const started = performance.now();
  const acknowledged = await Promise.all(
    gateways.map(async (_, index) => {
      let readings = 0;
      for (const body of bodies[index]?.slice(1) ?? []) {
        const answer = await send(index, body);
        readings += answer.stored + answer.duplicates;
      }
      return readings;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAtEnd = cpuNow();
  for (const agent of agents) agent.destroy();
  const readings = acknowledged.reduce((sum, count) => sum + count, 0);
  const cpuSeconds = Object.fromEntries(
    Object.entries<number>(cpuAtEnd).map(([part, end]) => [part, end - (cpuAtStart[part as Part] ?? 0)]),
  ) as Record<Part, number>;
  return { readings, seconds, readingsPerSecond: readings / seconds, cpuSeconds };
}

/**
 * COPYs the same rows (the untimed first batches left out, as above) into a scratch table shaped like
 * radiator_readings with its primary key, and drops it. Answers the rows a second, and the CPU seconds
 * PostgreSQL took meanwhile (`postgresCpu` counting them).
 */
export async function copyReadings(client: pg.Client, batches: ReadingRow[][][], postgresCpu: () => number) {
  const rows = batches.flatMap((own) => own.slice(1).flat());
  await client.query('DROP TABLE IF EXISTS bench_copied_readings');
  await client.query(
    'CREATE TABLE bench_copied_readings (LIKE radiator_readings INCLUDING DEFAULTS, PRIMARY KEY (radiator_id, at))',
  );
  const lines = rows.map((row) => `${COLUMNS.map((column) => String(row[column])).join('\t')}\n`);
  // Sent as a gateway's batch is, a few thousand rows a message: a message per row would time Node's streams.
  const chunks = Array.from({ length: Math.ceil(lines.length / COPY_CHUNK_ROWS) }, (_, index) =>
    lines.slice(index * COPY_CHUNK_ROWS, (index + 1) * COPY_CHUNK_ROWS).join(''),
  );
  const cpuAtStart = postgresCpu();
  const started = performance.now();
  await pipeline(
    Readable.from(chunks),
    client.query(copyFrom(`COPY bench_copied_readings (${COLUMNS.join(', ')}) FROM STDIN`)),
  );
  const seconds = (performance.now() - started) / 1000;
  const postgresCpuSeconds = postgresCpu() - cpuAtStart;
  await client.query('DROP TABLE bench_copied_readings');
  return { rows: rows.length, seconds, rowsPerSecond: rows.length / seconds, postgresCpuSeconds };
}
