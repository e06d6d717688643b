// The core suite (`npm run bench`): start-up time, /v1/auth/me throughput against bare Fastify, bundle size.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authOperations } from '@radiant/contract';
import { createBenchDatabase } from './bench-database.ts';
import { firstLoadGzipBytes } from './bundle-size.ts';
import { requestsPerSecond } from './load.ts';
import { benchAdmin, logIn, startProcess } from './server-process.ts';

const root = new URL('../../', import.meta.url);
const serverEntry = new URL('apps/server/dist/main.js', root).pathname;
const bareEntry = new URL('bench/src/bare-fastify.mjs', root).pathname;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = await mkdtemp(join(tmpdir(), 'radiant-bench-'));
const radiantEnv = {
  PORT: '18080',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
};

const empty = await startProcess(serverEntry, radiantEnv);
await empty.stop();
const existingStarts: number[] = [];
for (let run = 0; run < 3; run += 1) {
  const server = await startProcess(serverEntry, radiantEnv);
  existingStarts.push(server.startMs);
  await server.stop();
}

/** Requests per second of GET /v1/auth/me on a running Radiant, logged in as the bench admin. */
async function meThroughput(environment: Record<string, string>) {
  const radiant = await startProcess(serverEntry, environment);
  const rps = await requestsPerSecond(`${radiant.url}${authOperations.me.path}`, await logIn(radiant.url));
  await radiant.stop();
  return rps;
}

const meRps = await meThroughput(radiantEnv);
const postgres = await createBenchDatabase();
const mePostgresRps = await meThroughput({ ...radiantEnv, DATABASE_URL: postgres.url, DEMO_DATA: '0' });
await postgres.drop();

const bare = await startProcess(bareEntry, { PORT: '18081' });
const bareRps = await requestsPerSecond(`${bare.url}/hello`);
await bare.stop();
await rm(dataDir, { recursive: true, force: true });

const firstLoad = firstLoadGzipBytes(new URL('apps/console/dist/', root));
const gzipKB = (bytes: number) => Number((bytes / 1024).toFixed(1));
const results = {
  startEmptyDataDirMs: Math.round(empty.startMs),
  startExistingDataDirMs: Math.round(median(existingStarts)),
  meRequestsPerSecond: meRps,
  bareFastifyRequestsPerSecond: bareRps,
  meToBareRatio: Number((meRps / bareRps).toFixed(3)),
  mePostgresRequestsPerSecond: mePostgresRps,
  mePostgresToBareRatio: Number((mePostgresRps / bareRps).toFixed(3)),
  consoleLoginGzipKB: gzipKB(firstLoad.login.bytes),
  consoleLoginAndDashboardGzipKB: gzipKB(firstLoad.loginAndDashboard.bytes),
  consoleLoginAndDashboardFiles: firstLoad.loginAndDashboard.files.map(({ file }) => file),
};

console.table({
  'start, empty data dir (ms)': { value: results.startEmptyDataDirMs, target: '' },
  'start, existing data dir (ms, median of 3)': { value: results.startExistingDataDirMs, target: '<= 3000' },
  'GET /v1/auth/me on PGlite (req/s)': { value: results.meRequestsPerSecond, target: '' },
  'bare Fastify route (req/s)': { value: results.bareFastifyRequestsPerSecond, target: '' },
  'me / bare': { value: results.meToBareRatio, target: '' },
  'GET /v1/auth/me on PostgreSQL (req/s)': { value: results.mePostgresRequestsPerSecond, target: '' },
  'me on PostgreSQL / bare': { value: results.mePostgresToBareRatio, target: '' },
  'console login JS+CSS gzip (KB)': { value: results.consoleLoginGzipKB, target: '<= 80' },
  'console login + dashboard JS+CSS gzip (KB)': {
    value: results.consoleLoginAndDashboardGzipKB,
    target: '<= 150',
  },
});
await mkdir(new URL('bench/results/', root), { recursive: true });
await writeFile(new URL('bench/results/latest.json', root), `${JSON.stringify(results, null, 2)}\n`);
