// `npm run bench -- damp [--homes N] [--seconds S]`: the damp and cold figures of issue 31 at fleet size, on
// PostgreSQL: the damp sweep that stores the portfolio and judges the two alarm rules, the portfolio of the
// whole fleet and of the largest client (stored, and a window worked out afresh), and a room's 28-day series.
import { parseArgs } from 'node:util';
import { dampOperations, urlOf } from '@radiant/contract';
import pg from 'pg';
import { postgresDatabase, postgresPool } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { fillHeatingData } from '../../apps/server/src/demo/large/generate.ts';
import { sweepDampAndCold } from '../../apps/server/src/modules/alarms/damp-sweep.ts';
import { createBenchDatabase } from './bench-database.ts';
import { readFigures, round, type TimedRead } from './load.ts';
import { benchAdmin, logIn, startProcess } from './server-process.ts';

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: { homes: { type: 'string', default: '10000' }, seconds: { type: 'string', default: '5' } },
});
const homeCount = Number(options.homes);
const seconds = Number(options.seconds);
const step = (text: string) => process.stderr.write(`${text}\n`);
const serverEntry = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

// Five weeks of history: the 28-day window and the two weeks of the trend.
const big = await createBenchDatabase('radiant_bench_damp');
const database = postgresDatabase(postgresPool(big.url, 2));
await migrate(database);
step(`loading ${homeCount} homes × 2 months`);
const loaded = await fillHeatingData(database, {
  homes: homeCount,
  months: 2,
  onProgress: (done) => step(`  ${done}/${homeCount} homes`),
});
step(`loaded ${loaded.homes} homes, ${loaded.radiators} radiators`);

const sweeps: number[] = [];
for (let run = 0; run < 3; run += 1) {
  const started = performance.now();
  await sweepDampAndCold(database.db);
  sweeps.push(performance.now() - started);
}
step(`damp sweep: ${sweeps.map((ms) => round(ms)).join(', ')} ms`);

const client = new pg.Client({ connectionString: big.url });
await client.connect();
const [largest] = (
  await client.query<{ client_id: number; homes: number }>(
    `SELECT u.commercial_client_id AS client_id, count(*)::int AS homes FROM homes h JOIN users u ON u.id = h.user_id
     WHERE u.commercial_client_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  )
).rows;
const [room] = (
  await client.query<{ room_id: number }>(
    'SELECT worst_room_id AS room_id FROM home_damp_risks WHERE worst_room_id IS NOT NULL ORDER BY band_rank LIMIT 1',
  )
).rows;
const bands = await client.query<{ band: string | null; homes: number }>(
  'SELECT band, count(*)::int AS homes FROM home_damp_risks GROUP BY band ORDER BY 1',
);
await client.end();
if (!largest || !room) throw new Error('The data set has no client or no room with damp figures.');

const radiant = await startProcess(serverEntry, {
  PORT: '18086',
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  DATABASE_URL: big.url,
  DEMO_DATA: '0',
});
const auth = await logIn(radiant.url);
const to = new Date().toISOString().slice(0, 10);
const from = new Date(Date.now() - 27 * 86_400_000).toISOString().slice(0, 10);
const paths: Record<string, TimedRead> = {
  'portfolio, the fleet (stored)': { path: dampOperations.portfolio.path, target: 50 },
  [`portfolio, largest client (${largest.homes} homes, stored)`]: {
    path: urlOf(dampOperations.portfolio, { query: { clientId: largest.client_id } }),
    target: 50,
  },
  'portfolio, the fleet, severe and high (stored)': {
    path: urlOf(dampOperations.portfolio, { query: { band: 'severe,high' } }),
  },
  'portfolio, largest client, a window of its own (afresh)': {
    path: urlOf(dampOperations.portfolio, { query: { clientId: largest.client_id, from, to } }),
  },
  "a room's 28-day damp series": {
    path: urlOf(dampOperations.room, { params: { id: room.room_id } }),
    target: 20,
  },
};
const figures = await readFigures(radiant.url, auth, paths, seconds, (name) => step(`measuring ${name}`));
await radiant.stop();
await database.close();
await big.drop();

console.table({
  'data set (homes, radiators)': { value: loaded.homes, per: loaded.radiators },
  'damp sweep (ms, three runs)': {
    value: round(Math.min(...sweeps)),
    per: sweeps.map((ms) => round(ms)).join(' '),
  },
  ...Object.fromEntries(
    bands.rows.map((row) => [`homes in band ${row.band ?? 'none'}`, { value: row.homes, per: '' }]),
  ),
});
console.table(figures);
