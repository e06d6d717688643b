// `npm run bench -- heating [--homes N] [--months M] [--seconds S]`: ten thousand homes with a year of heating
// history on PostgreSQL. Load time, the dashboard and the heating analytics under load, telemetry ingestion
// against raw COPY with the alarm rules evaluated, the alarms (silence sweep, list, raised to webhook and to
// the live count), and the same reads on the embedded database against PostgreSQL with the demo data.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  analyticsOperations,
  businessOperations,
  dashboardOperations,
  insightOperations,
  residentialUserOperations,
  urlOf,
} from '@radiant/contract';
import pg from 'pg';
import { postgresDatabase, postgresPool } from '../../../apps/server/src/db/database.ts';
import { migrate } from '../../../apps/server/src/db/migrate.ts';
import { fillHeatingData } from '../../../apps/server/src/demo/large/generate.ts';
import { createBenchDatabase } from '../bench-database.ts';
import { latencyOf, load, percentile, rateOf, round } from '../load.ts';
import { cpuSecondsOfProcess, ownCpuSeconds, postgresCpuSeconds } from '../process-cpu.ts';
import { benchAdmin, logIn, startProcess } from '../server-process.ts';
import { measureAlarms } from './alarms.ts';
import { type BatchForm, copyReadings, createGateways, ingest, readingBatches } from './ingest.ts';

const root = new URL('../../../', import.meta.url);
const serverEntry = new URL('apps/server/dist/main.js', root).pathname;
const GATEWAYS = 4;
const READINGS_PER_BATCH = 2500;
const BATCHES_PER_GATEWAY = 21;
const FORMS: BatchForm[] = ['readings', 'columns'];
/** Each form is measured this many times, each time against a COPY of the same rows just after it. */
const INGESTION_ROUNDS = 5;

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: {
    homes: { type: 'string', default: '10000' },
    months: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '5' },
  },
});
const homeCount = Number(options.homes);
const months = Number(options.months);
const seconds = Number(options.seconds);
const step = (text: string) => process.stderr.write(`${text}\n`);
const serverEnv = (port: number) => ({
  PORT: String(port),
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  // The alarms' webhook receiver listens on this machine.
  WEBHOOK_ALLOW_PRIVATE: '1',
});

type Figures = {
  /** The first request's time: what a server that has kept no answer takes (fleet figures are kept a while). */
  'first ms'?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  'req/s'?: number;
  'target p95 ms'?: number;
  'p95 1 conn'?: number;
  failed?: string;
};

/**
 * Each path's response times and throughput over 10 connections, after one request that has to succeed: a
 * path that fails is reported as such, and the others measured.
 */
async function measure(url: string, auth: Record<string, string>, paths: Record<string, string>) {
  const figures: Record<string, Figures> = {};
  for (const [name, path] of Object.entries(paths)) {
    step(`measuring ${name}`);
    const started = performance.now();
    const first = await fetch(`${url}${path}`, { headers: auth });
    if (!first.ok) {
      figures[name] = { failed: `${first.status} ${(await first.text()).slice(0, 80)}` };
      step(`  ${path} answered ${first.status}: not measured`);
      continue;
    }
    const firstMs = performance.now() - started;
    // A path that takes seconds gets 3 timed requests on one connection: ten would answer nothing in time.
    const slow = firstMs > 1000;
    const result = await load(`${url}${path}`, auth, slow ? 1 : 10, seconds, slow ? 3 : undefined);
    figures[name] = { 'first ms': round(firstMs), ...latencyOf(result), 'req/s': rateOf([result]) };
  }
  return figures;
}

/** A residential user whose home has rollups, half-way down the list, and their email and home. */
async function userWithHistory(client: pg.Client) {
  const { rows } = await client.query<{ userId: number; homeId: number; email: string }>(
    `SELECT h.user_id AS "userId", h.id AS "homeId", u.email FROM homes h JOIN users u ON u.id = h.user_id
     WHERE h.id IN (SELECT DISTINCT home_id FROM home_days) ORDER BY h.id
     OFFSET (SELECT count(DISTINCT home_id) / 2 FROM home_days) LIMIT 1`,
  );
  if (!rows[0]) throw new Error('No home has heating history.');
  return rows[0];
}

/** The reads the embedded database is compared on: the dashboard, the fleet's analytics, one user's. */
const comparedReads = (userId: number): Record<string, string> => ({
  dashboard: dashboardOperations.admin.path,
  'fleet analytics, monthly': urlOf(analyticsOperations.heating, { query: { period: 'monthly' } }),
  "a user's analytics, monthly": urlOf(analyticsOperations.heating, { query: { userId, period: 'monthly' } }),
  "a user's rooms usage": urlOf(analyticsOperations.roomsUsage, { query: { userId } }),
});

// 1. The large data set, loaded through the generator of `npm run demo-data`.
const big = await createBenchDatabase('radiant_bench_heating');
const loader = postgresDatabase(postgresPool(big.url, 2));
await migrate(loader);
step(`loading ${homeCount} homes × ${months} months`);
const loaded = await fillHeatingData(loader, {
  homes: homeCount,
  months,
  onProgress: (done) => step(`  ${done}/${homeCount} homes`),
});
await loader.close();
step(`loaded in ${round(loaded.seconds)} s`);
const client = new pg.Client({ connectionString: big.url });
await client.connect();
const subject = await userWithHistory(client);

// 2. Reads under load, then ingestion, on Radiant started on it.
const radiant = await startProcess(serverEntry, {
  ...serverEnv(18081),
  DATABASE_URL: big.url,
  DEMO_DATA: '0',
});
const auth = await logIn(radiant.url);
const { userId } = subject;
const userReads = {
  ...comparedReads(userId),
  "a user's analytics, yearly": urlOf(analyticsOperations.heating, { query: { userId, period: 'yearly' } }),
};
const reads = await measure(radiant.url, auth, {
  ...userReads,
  'radiator health': insightOperations.radiatorHealth.path,
  'wasted heat': insightOperations.wastedHeat.path,
  'manufacturers scorecard': insightOperations.manufacturerScorecard.path,
  'commercial clients': insightOperations.clients.path,
  'business, residential monthly': urlOf(businessOperations.series, {
    query: { audience: 'residential', period: 'monthly' },
  }),
});
const targets: Record<string, number> = {
  dashboard: 10,
  "a user's analytics, monthly": 20,
  "a user's analytics, yearly": 20,
  "a user's rooms usage": 20,
};
for (const [name, target] of Object.entries(targets)) {
  const figures = reads[name];
  const path = userReads[name as keyof typeof userReads];
  if (!figures || !path) continue;
  figures['target p95 ms'] = target;
  // What one admin waits for, beside what ten at once (on the same two cores as the server and PostgreSQL) do.
  step(`measuring ${name} on one connection`);
  figures['p95 1 conn'] = latencyOf(await load(`${radiant.url}${path}`, auth, 1, seconds)).p95;
}

// Each round of each form by gateways of homes of their own, so that none finds readings already stored; each
// against a COPY of its rows right after it, so that both meet the same state of the machine and the database.
const { rows: homeRows } = await client.query<{ id: number }>(
  'SELECT id FROM homes ORDER BY id DESC LIMIT $1',
  [GATEWAYS * FORMS.length * INGESTION_ROUNDS],
);
const homeIds = homeRows.map((row) => row.id);
/** What a round cost each part of the machine, in CPU microseconds a reading (or a row of its COPY). */
type CpuPerReading = { radiant: number; postgres: number; generator: number; copyPostgres: number };
type IngestionRound = {
  readings: number;
  readingsPerSecond: number;
  copyRowsPerSecond: number;
  cpu: CpuPerReading;
};
const radiantPid = radiant.child.pid ?? 0;
/** The CPU seconds used so far by Radiant, by PostgreSQL and by this process. */
const cpuNow = () => ({
  radiant: cpuSecondsOfProcess(radiantPid),
  postgres: postgresCpuSeconds(),
  generator: ownCpuSeconds(),
});
const microsecondsEach = (seconds: number, count: number) => round((seconds * 1e6) / count, 2);
const ingestionRounds: Record<BatchForm, IngestionRound[]> = { readings: [], columns: [] };
for (let ingestionRound = 1; ingestionRound <= INGESTION_ROUNDS; ingestionRound += 1) {
  for (const form of FORMS) {
    step(`ingesting telemetry as ${form} (round ${ingestionRound} of ${INGESTION_ROUNDS}), then COPY of it`);
    const gateways = await createGateways(radiant.url, auth, client, homeIds.splice(0, GATEWAYS));
    const batches = readingBatches(gateways, BATCHES_PER_GATEWAY, READINGS_PER_BATCH);
    const ingested = await ingest(radiant.url, gateways, batches, form, cpuNow);
    const copied = await copyReadings(client, batches, postgresCpuSeconds);
    const cpu: CpuPerReading = {
      radiant: microsecondsEach(ingested.cpuSeconds.radiant, ingested.readings),
      postgres: microsecondsEach(ingested.cpuSeconds.postgres, ingested.readings),
      generator: microsecondsEach(ingested.cpuSeconds.generator, ingested.readings),
      copyPostgres: microsecondsEach(copied.postgresCpuSeconds, copied.rows),
    };
    ingestionRounds[form].push({
      readings: ingested.readings,
      readingsPerSecond: ingested.readingsPerSecond,
      copyRowsPerSecond: copied.rowsPerSecond,
      cpu,
    });
    step(
      `  ${Math.round(ingested.readingsPerSecond)} readings/s, ` +
        `COPY ${Math.round(copied.rowsPerSecond)} rows/s; ` +
        `CPU µs a reading: Radiant ${cpu.radiant}, PostgreSQL ${cpu.postgres}, generator ${cpu.generator}; ` +
        `COPY's PostgreSQL ${cpu.copyPostgres} a row`,
    );
  }
}
const alarms = await measureAlarms(radiant.url, auth, client, big.url, seconds);
await radiant.stop();
const sizes = await client.query<Record<string, string>>(
  `SELECT (SELECT count(*) FROM radiator_days) AS radiator_days, (SELECT count(*) FROM radiator_hours) AS radiator_hours,
     (SELECT count(*) FROM home_days) AS home_days, (SELECT count(*) FROM fleet_days) AS fleet_days,
     (SELECT count(*) FROM outdoor_hours) AS outdoor_hours, pg_database_size(current_database()) AS bytes`,
);
await client.end();
await big.drop();

// 3. The embedded database with its demo data against PostgreSQL loaded with the same demo data.
step('PostgreSQL with the demo data');
const demo = await createBenchDatabase('radiant_bench_heating_demo');
const onPostgres = await startProcess(serverEntry, {
  ...serverEnv(18082),
  DATABASE_URL: demo.url,
  DEMO_DATA: '1',
});
const demoClient = new pg.Client({ connectionString: demo.url });
await demoClient.connect();
const demoSubject = await userWithHistory(demoClient);
await demoClient.end();
const postgresReads = await measure(
  onPostgres.url,
  await logIn(onPostgres.url),
  comparedReads(demoSubject.userId),
);
await onPostgres.stop();
await demo.drop();

step('the embedded database with the demo data');
const dataDir = await mkdtemp(join(tmpdir(), 'radiant-bench-heating-'));
const embedded = await startProcess(serverEntry, { ...serverEnv(18083), DATA_DIR: dataDir });
const embeddedAuth = await logIn(embedded.url);
// The same resident, found by email: ids need not match between the two databases.
const search = await fetch(
  `${embedded.url}${urlOf(residentialUserOperations.list, { query: { search: demoSubject.email, limit: 1 } })}`,
  { headers: embeddedAuth },
);
const embeddedUserId = ((await search.json()) as { data: { users: { id: number }[] } }).data.users[0]?.id;
if (embeddedUserId === undefined) throw new Error(`${demoSubject.email} is not in the embedded demo data.`);
const pgliteReads = await measure(embedded.url, embeddedAuth, comparedReads(embeddedUserId));
await embedded.stop();
await rm(dataDir, { recursive: true, force: true });

const comparison = Object.fromEntries(
  Object.entries(pgliteReads).map(([name, figures]) => {
    const postgres = postgresReads[name];
    return [
      name,
      {
        'PGlite p95': figures.p95,
        'PostgreSQL p95': postgres?.p95,
        'PGlite / PostgreSQL p95': round((figures.p95 ?? Number.NaN) / (postgres?.p95 ?? Number.NaN), 2),
        'PGlite req/s': figures['req/s'],
        'PostgreSQL req/s': postgres?.['req/s'],
      },
    ];
  }),
);
const size = sizes.rows[0] ?? {};
const median = (values: number[]) => percentile(values, 0.5);
/** Each form's rounds: the median of its readings a second, of its COPY's rows and of their ratios. */
const ingestionFigures = FORMS.map((form) => {
  const measured = ingestionRounds[form];
  const ratios = measured.map((one) => round(one.readingsPerSecond / one.copyRowsPerSecond, 2));
  return {
    form,
    readings: measured[0]?.readings ?? 0,
    readingsPerSecond: Math.round(median(measured.map((one) => one.readingsPerSecond))),
    copyRowsPerSecond: Math.round(median(measured.map((one) => one.copyRowsPerSecond))),
    ratio: median(ratios),
    ratios,
    cpuMicrosecondsPerReading: Object.fromEntries(
      (['radiant', 'postgres', 'generator', 'copyPostgres'] as const).map((part) => [
        part,
        median(measured.map((one) => one.cpu[part])),
      ]),
    ) as CpuPerReading,
  };
});
const results = {
  homes: loaded.homes,
  months,
  database: {
    rooms: loaded.rooms,
    radiators: loaded.radiators,
    rollupRowsWritten: loaded.rollupRows,
    tables: Object.fromEntries(Object.entries(size).map(([name, value]) => [name, Number(value)])),
  },
  load: { seconds: round(loaded.seconds), rollupRowsPerSecond: Math.round(loaded.rowsPerSecond) },
  reads,
  ingestion: {
    gateways: GATEWAYS,
    readingsPerBatch: READINGS_PER_BATCH,
    rounds: INGESTION_ROUNDS,
    targetRatio: 0.5,
    ...Object.fromEntries(ingestionFigures.map(({ form, ...figures }) => [form, figures])),
  },
  alarms,
  demoData: { postgres: postgresReads, pglite: pgliteReads, comparison },
};

console.table({
  'data set (homes, radiators)': { value: loaded.homes, per: loaded.radiators, target: '' },
  'rollup rows written (rows, s)': { value: loaded.rollupRows, per: results.load.seconds, target: '' },
  'load (rollup rows/s)': { value: results.load.rollupRowsPerSecond, per: '', target: '' },
  ...Object.fromEntries(
    ingestionFigures.flatMap(
      ({
        form,
        readings,
        readingsPerSecond,
        copyRowsPerSecond,
        ratio,
        ratios,
        cpuMicrosecondsPerReading,
      }) => [
        [`ingestion as ${form} (readings/s)`, { value: readingsPerSecond, per: readings, target: '' }],
        [`COPY of the ${form} rows (rows/s)`, { value: copyRowsPerSecond, per: readings, target: '' }],
        [`ingestion as ${form} / COPY`, { value: ratio, per: ratios.join(' '), target: '>= 0.5' }],
        [
          `CPU µs a reading as ${form}: Radiant (PostgreSQL)`,
          { value: cpuMicrosecondsPerReading.radiant, per: cpuMicrosecondsPerReading.postgres, target: '' },
        ],
        [
          `CPU µs a row of the ${form} rows' COPY: PostgreSQL (generator a reading)`,
          {
            value: cpuMicrosecondsPerReading.copyPostgres,
            per: cpuMicrosecondsPerReading.generator,
            target: '',
          },
        ],
      ],
    ),
  ),
});
console.table(reads);
console.table({
  'silence sweep, nothing new (median ms, max)': {
    value: alarms.sweep.steadyMedianMs,
    per: alarms.sweep.steadyMaxMs,
    target: '<= 200',
  },
  'first sweep (ms, alarms raised)': { value: alarms.sweep.firstMs, per: alarms.sweep.raised, target: '' },
  'raised to webhook (p95 ms, p50)': {
    value: alarms.raises['to webhook p95 ms'],
    per: alarms.raises['to webhook p50 ms'],
    target: '<= 2000',
  },
  'raised to header count (p95 ms, p50)': {
    value: alarms.raises['to header count p95 ms'],
    per: alarms.raises['to header count p50 ms'],
    target: '<= 3000',
  },
});
console.table(alarms.list);
console.table(comparison);
await mkdir(new URL('bench/results/', root), { recursive: true });
await writeFile(new URL('bench/results/heating.json', root), `${JSON.stringify(results, null, 2)}\n`);
