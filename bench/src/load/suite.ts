// `npm run bench -- load [--engine postgres|pglite] [--instances I] [--connections C] [--seconds S] [--gateways G]
// [--every E] [--keep | --reuse]`: issue 33's sustained mixed load. On PostgreSQL (by default): G homes (10,000) with a month of
// history, I instances (2) of Radiant on the one database, C admin connections (200) for S seconds (600) of lists,
// searches, details, dashboards, analytics and edits spread over the instances, while every home's gateway
// reports every E seconds (300) and one home in fifty comes back with an hour of frost (an alarm raised, then
// cleared). On PGlite: one instance on its demo data, 60 s. Reports each call's p50/p95/p99 and failures, the
// gateways' batches, the alarms, each instance's memory across the run and where the CPU went.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { postgresDatabase, postgresPool } from '../../../apps/server/src/db/database.ts';
import { migrate } from '../../../apps/server/src/db/migrate.ts';
import { fillHeatingData } from '../../../apps/server/src/demo/large/generate.ts';
import { sweepDampAndCold } from '../../../apps/server/src/modules/alarms/damp-sweep.ts';
import { benchDatabaseOf, createBenchDatabase } from '../bench-database.ts';
import { percentile, round } from '../load.ts';
import { benchAdmin, logIn, type RunningServer, startProcess } from '../server-process.ts';
import { adminCalls } from './admin-calls.ts';
import { cpuShares } from './cpu.ts';
import { type CallOutcome, driveAdminCalls, TIMEOUT_S } from './drive.ts';
import { enrolGateways, runGateways } from './gateways.ts';
import { memoryTrend, sampleMemory } from './memory.ts';
import { apiOf, findSubjects, frostAlarmsSince } from './subjects.ts';

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: {
    engine: { type: 'string', default: 'postgres' },
    instances: { type: 'string' },
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string' },
    gateways: { type: 'string', default: '10000' },
    every: { type: 'string', default: '300' },
    /** Leaves the loaded PostgreSQL database for a later `--reuse` (another instance count, another length). */
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const embedded = options.engine === 'pglite';
if (!embedded && options.engine !== 'postgres') throw new Error('Use --engine postgres or --engine pglite.');
const instanceCount = embedded ? 1 : Number(options.instances ?? 2);
const connections = Number(options.connections);
const seconds = Number(options.seconds ?? (embedded ? 60 : 600));
const gatewayCount = Number(options.gateways);
const everyMs = Number(options.every) * 1000;
const MEMORY_EVERY_MS = 5000;
const DATABASE = 'radiant_bench_load';
const step = (text: string) => process.stderr.write(`${text}\n`);
const serverEntry = new URL('../../../apps/server/dist/main.js', import.meta.url).pathname;

// 1. The data and the instances.
let storage: { environment: Record<string, string>; drop: () => Promise<unknown> };
if (embedded) {
  const dataDir = await mkdtemp(join(tmpdir(), 'radiant-bench-load-'));
  storage = {
    environment: { DATA_DIR: dataDir, DEMO_GATEWAYS: '0' },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
} else {
  const database = options.reuse ? benchDatabaseOf(DATABASE) : await createBenchDatabase(DATABASE);
  const loader = postgresDatabase(postgresPool(database.url, 2));
  if (!options.reuse) {
    await migrate(loader);
    // Fifty more homes than gateways: their residents are the ones whose status the admins switch.
    const homes = gatewayCount + 50;
    step(`loading ${homes} homes × 1 month`);
    await fillHeatingData(loader, { homes, months: 1, onProgress: (done) => step(`  ${done} homes`) });
  }
  // As a running fleet has it: the damp sweep (every 15 minutes) has stored the portfolio's default window.
  await sweepDampAndCold(loader.db);
  await loader.close();
  storage = {
    environment: { DATABASE_URL: database.url, DEMO_DATA: '0' },
    // A kept or reused database stays for the next run.
    drop: () => (options.keep || options.reuse ? Promise.resolve() : database.drop()),
  };
}
const instances: RunningServer[] = [];
for (let index = 0; index < instanceCount; index += 1) {
  instances.push(
    await startProcess(serverEntry, {
      PORT: String(18095 + index),
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      ...storage.environment,
    }),
  );
}
const sessions = await Promise.all(instances.map(async ({ url }) => ({ url, headers: await logIn(url) })));
const [first] = sessions;
if (!first) throw new Error('Start one instance at least.');
const api = apiOf(first.url, first.headers);

step(`finding ${gatewayCount} homes' radiators and enrolling their gateways`);
const { homes, subjects } = await findSubjects(api, gatewayCount);
const gateways = await enrolGateways(first.url, first.headers, homes);

// 2. The load: the admins' calls and the gateways' reports together, memory sampled throughout.
step(
  `${connections} admin connections over ${instanceCount} instance(s) and ${gateways.length} gateways every ${everyMs / 1000} s, for ${seconds} s`,
);
const startedAt = new Date().toISOString();
const cpu = await cpuShares(instances.map(({ child }) => child.pid ?? 0));
const memory = sampleMemory(
  instances.map(({ child }) => child.pid ?? 0),
  MEMORY_EVERY_MS,
);
const noCalls: Record<string, CallOutcome> = {};
// `--connections 0` runs the gateways alone, `--every 0` the admins alone: which of them a limit belongs to.
const [calls, reports] = await Promise.all([
  connections > 0 ? driveAdminCalls(sessions, adminCalls(subjects), connections, seconds) : noCalls,
  runGateways(
    instances.map(({ url }) => url),
    everyMs > 0 ? gateways : [],
    everyMs,
    performance.now() + seconds * 1000,
  ),
]);
const memorySamples = await memory.stop();
const cpuUsed = await cpu();
const alarms = await frostAlarmsSince(api, startedAt);
await Promise.all(instances.map((instance) => instance.stop()));
await storage.drop();

// 3. The figures.
const latency = (values: number[]) => ({
  p50: round(percentile(values, 0.5), 1),
  p95: round(percentile(values, 0.95), 1),
  p99: round(percentile(values, 0.99), 1),
});
const failuresOf = (failures: Record<string, number>) =>
  Object.entries(failures)
    .map(([what, times]) => `${times} × ${what}`)
    .join(', ') || 'none';
const rows = Object.fromEntries(
  Object.entries(calls).map(([name, outcome]) => [
    name,
    {
      answered: outcome.latenciesMs.length,
      ...latency(outcome.latenciesMs),
      failed: failuresOf(outcome.failures),
    },
  ]),
);
const answered = Object.values(calls).reduce((sum, outcome) => sum + outcome.latenciesMs.length, 0);
const failed = Object.values(calls).reduce(
  (sum, outcome) => sum + Object.values(outcome.failures).reduce((all, times) => all + times, 0),
  0,
);
const everyLatency = Object.values(calls).flatMap((outcome) => outcome.latenciesMs);
rows['all admin calls'] = { answered, ...latency(everyLatency), failed: String(failed) };
rows['gateway batches'] = {
  answered: reports.batches,
  ...latency(reports.latenciesMs),
  failed: failuresOf(reports.failures),
};
console.log(
  `${options.engine}, ${instanceCount} instance(s), ${connections} connections, ${seconds} s: ${round(answered / seconds)} admin answers/s (timeout ${TIMEOUT_S} s), ${reports.readings} readings in ${reports.batches} batches`,
);
console.table(rows);
console.log(`frost alarms raised during the run: ${alarms.raised}, cleared: ${alarms.cleared}`);
console.table(
  Object.fromEntries(
    memorySamples.map((samples, index) => {
      const trend = memoryTrend(samples, MEMORY_EVERY_MS);
      return [
        `instance ${index + 1} RSS (MB)`,
        {
          'warmed up': round(trend.warmMb),
          'last tenth': round(trend.lastMb),
          peak: round(trend.peakMb),
          'MB/min, first half': round(trend.firstHalfGrowth, 2),
          'MB/min, second half': round(trend.secondHalfGrowth, 2),
        },
      ];
    }),
  ),
);

const share = (seconds: number) => `${round(seconds)} s (${round((100 * seconds) / cpuUsed.available)} %)`;
console.table({
  ...Object.fromEntries(cpuUsed.instances.map((used, index) => [`instance ${index + 1}`, share(used)])),
  PostgreSQL: share(cpuUsed.postgres),
  'load generator (the bench)': share(cpuUsed.generator),
  'whole machine, busy': share(cpuUsed.busy),
});

// Every figure and memory sample, for a later look at a run (bench/results/ is not committed).
const results = new URL('../../results/', import.meta.url);
await mkdir(results, { recursive: true });
await writeFile(
  new URL(`load-${options.engine}.json`, results),
  `${JSON.stringify({ options, rows, alarms, cpuUsed, memorySamples, memoryEveryMs: MEMORY_EVERY_MS }, null, 2)}\n`,
);
