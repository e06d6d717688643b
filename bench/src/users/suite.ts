// `npm run bench -- users [--users N] [--seconds S] [--keep] [--reuse] [--parts peer,pages,export]
// [--database NAME] [--port P] [--server main.js]`: a million residential users on PostgreSQL. Load time, the
// first page against Platformatic DB's automatic list of the same table, pages and searches over HTTP beside
// their SQL alone, and the CSV export.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { residentialUserOperations, urlOf } from '@radiant/contract';
import pg from 'pg';
import { createBenchDatabase } from '../bench-database.ts';
import { type LoadResult, latencyOf, load, rateOf, round } from '../load.ts';
import { peerFile } from '../peers.ts';
import { benchAdmin, logIn, startProcess } from '../server-process.ts';
import { loadUsers } from './generate.ts';
import { type ListQuery, openRawList } from './statements.ts';

const root = new URL('../../../', import.meta.url);
// `plt-db`, run by the same Node as the bench.
const platformaticEntry = peerFile('@platformatic/db/db.mjs');
const PAGE = 25;

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: {
    users: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '5' },
    /** Leaves the loaded database for a later `--reuse`: a before and after without loading again. */
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    /** Which measures to run: page 1 against the peer, pages and searches, the export. */
    parts: { type: 'string', default: 'peer,pages,export' },
    /** Names of its own and ports of its own, for a run beside another suite or another clone's. */
    database: { type: 'string', default: 'radiant_bench_users' },
    /** Radiant's port; Platformatic listens on the next. */
    port: { type: 'string' },
    /** Another build of the server to run (a checkout's `apps/server/dist/main.js`), to compare a change. */
    server: { type: 'string' },
  },
});
const seconds = Number(options.seconds);
const parts = new Set(options.parts.split(','));
const radiantPort = Number(options.port ?? 18080);
const platformaticPort = options.port ? radiantPort + 1 : 18090;
const serverEntry = options.server ?? new URL('apps/server/dist/main.js', root).pathname;
const step = (text: string) => process.stderr.write(`${text}\n`);
/** Peak and current resident memory of a process, in MB, from /proc. */
async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { peakMB: round(kB('VmHWM') / 1024), rssMB: round(kB('VmRSS') / 1024) };
}

/** The database a `--keep` run left. */
function reusedDatabase(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${name}`;
  return { url: url.href, drop: async () => {} };
}

// 1. A fresh database that Radiant migrates, then the users by bulk load (or the one a `--keep` run left).
const database = options.reuse
  ? reusedDatabase(options.database)
  : await createBenchDatabase(options.database);
const radiantEnv = {
  PORT: String(radiantPort),
  DATABASE_URL: database.url,
  DEMO_DATA: '0',
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
};
await (await startProcess(serverEntry, radiantEnv)).stop();
const loader = new pg.Client({ connectionString: database.url });
await loader.connect();
const loadStarted = performance.now();
const loaded = options.reuse ? undefined : await loadUsers(loader, Number(options.users));
const loadMs = performance.now() - loadStarted;
if (loaded) step(`loaded in ${round(loadMs / 1000)} s`);
const { rows: counted } = await loader.query<{ count: number }>(
  'SELECT count(*)::int AS count FROM users WHERE level = 3001',
);
const userCount = counted[0]?.count ?? 0;
const { rows: sample } = await loader.query<{ email: string }>(
  'SELECT email FROM users WHERE level = 3001 ORDER BY id OFFSET $1 LIMIT 1',
  [Math.floor(userCount / 2)],
);
await loader.end();

// 2. Radiant and Platformatic DB on the same database; Platformatic reads the schema as it is.
const radiant = await startProcess(serverEntry, radiantEnv);
// Said at once: the figures after it would be connection errors.
const exitedEarly = (code: number | null, signal: string | null) =>
  step(`Radiant exited (${code ?? signal}) during the bench`);
radiant.child.once('exit', exitedEarly);
const auth = await logIn(radiant.url);
const fresh = { ...auth, 'cache-control': 'no-cache' };
const listUrl = (query: Record<string, string | number>) =>
  `${radiant.url}${urlOf(residentialUserOperations.list, { query })}`;

/** Page 1 against Platformatic DB's list on `connections`, taking turns so that neither gets the quieter seconds. */
async function againstPeer(peerUrl: string, connections: number) {
  // Ours as an admin's browser asks (the first page comes from memory until users change) and as
  // `Cache-Control: no-cache` asks (read afresh from PostgreSQL every time).
  const ours: LoadResult[] = [];
  const oursFresh: LoadResult[] = [];
  const theirs: LoadResult[] = [];
  for (let turn = 0; turn < 3; turn += 1) {
    ours.push(await load(listUrl({ limit: PAGE }), auth, connections, seconds));
    oursFresh.push(await load(listUrl({ limit: PAGE }), fresh, connections, seconds));
    theirs.push(await load(peerUrl, {}, connections, seconds));
  }
  const pooled = (results: LoadResult[]) =>
    latencyOf({ requests: 0, seconds: 0, latenciesMs: results.flatMap((result) => result.latenciesMs) });
  return {
    oursRequestsPerSecond: rateOf(ours),
    oursLatencyMs: pooled(ours),
    oursFreshRequestsPerSecond: rateOf(oursFresh),
    oursFreshLatencyMs: pooled(oursFresh),
    platformaticRequestsPerSecond: rateOf(theirs),
    platformaticLatencyMs: pooled(theirs),
    ratio: round(rateOf(ours) / rateOf(theirs), 2),
    freshRatio: round(rateOf(oursFresh) / rateOf(theirs), 2),
  };
}

// 3. Page 1 against Platformatic's list, on ten connections and on one.
async function measureAgainstPeer() {
  const platformaticDir = await mkdtemp(join(tmpdir(), 'radiant-bench-platformatic-'));
  const platformaticConfig = join(platformaticDir, 'platformatic.json');
  await writeFile(
    platformaticConfig,
    JSON.stringify({
      server: { hostname: '127.0.0.1', port: platformaticPort, logger: { level: 'warn' } },
      // The same pool size as Radiant's default; no migrations section, so it never changes the schema.
      db: { connectionString: database.url, poolSize: 10, graphql: false },
      types: { autogenerate: false },
    }),
  );
  const platformaticList = '/users?limit=25&orderby.createdAt=desc&where.level.eq=3001';
  const platformatic = await startProcess(
    platformaticEntry,
    { PORT: String(platformaticPort) },
    platformaticList,
    ['start', '-c', platformaticConfig],
  );
  step('page 1 against Platformatic DB, 10 connections');
  const tenConnections = await againstPeer(`${platformatic.url}${platformaticList}`, 10);
  step(JSON.stringify(tenConnections));
  step('page 1 against Platformatic DB, 1 connection');
  const oneConnection = await againstPeer(`${platformatic.url}${platformaticList}`, 1);
  step(JSON.stringify(oneConnection));
  await platformatic.stop();
  await rm(platformaticDir, { recursive: true, force: true });
  return { tenConnections, oneConnection };
}

// 4. Pages and searches, each read afresh: HTTP latency on one connection, throughput on ten, and the same SQL
// alone.
async function measurePages() {
  const lastPage = Math.ceil(userCount / PAGE);
  const scenarios: Record<string, ListQuery> = {
    'page 1': {},
    'last page (before=end)': { before: 'end' },
    [`page ${lastPage - 1} (by number)`]: { page: lastPage - 1 },
    'search "smith" (common)': { search: 'smith' },
    [`search "${sample[0]?.email}" (one user)`]: { search: sample[0]?.email ?? '' },
    'search "zo" (two characters, common)': { search: 'zo' },
    'search "xy" (two characters, rare)': { search: 'xy' },
  };
  const raw = openRawList(database.url);
  const pages: Record<string, Record<string, number>> = {};
  const plans: Record<string, string> = {};
  for (const [name, query] of Object.entries(scenarios)) {
    step(`measuring ${name}`);
    const url = listUrl({ limit: PAGE, ...query });
    const started = performance.now();
    const answer = (await (await fetch(url, { headers: fresh })).json()) as { data: { users: unknown[] } };
    if (answer.data.users.length === 0) throw new Error(`${name}: no users in ${url}`);
    // A page that takes seconds gets 3 timed requests, and no throughput run that would queue ten of them.
    const slow = performance.now() - started > 1000;
    const latency = latencyOf(await load(url, fresh, 1, seconds, slow ? 3 : undefined));
    const sql = await raw.time({ limit: PAGE, ...query }, seconds * 1000);
    pages[name] = {
      'HTTP p50 ms': latency.p50,
      'HTTP p95 ms': latency.p95,
      'HTTP p99 ms': latency.p99,
      'req/s (10 conn)': slow ? Number.NaN : rateOf([await load(url, fresh, 10, seconds)]),
      'SQL p50 ms': round(sql.p50, 2),
      'SQL p95 ms': round(sql.p95, 2),
      'SQL runs': sql.runs,
      'HTTP p95 / SQL p95': round(latency.p95 / sql.p95, 2),
    };
    step(JSON.stringify(pages[name]));
    plans[name] = await raw.explain({ limit: PAGE, ...query }, !slow);
  }
  await raw.close();
  return { pages, plans };
}

// 5. The whole list as CSV, read to the end and thrown away, while the server's memory is sampled.
async function measureExport() {
  step('export');
  const before = await memoryOf(radiant.child.pid ?? 0);
  let sampledPeakMB = before.rssMB;
  const sampler = setInterval(async () => {
    const { rssMB } = await memoryOf(radiant.child.pid ?? 0);
    sampledPeakMB = Math.max(sampledPeakMB, rssMB);
  }, 100);
  const exportStarted = performance.now();
  const response = await fetch(`${radiant.url}${urlOf(residentialUserOperations.export)}`, {
    headers: auth,
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const exportMs = performance.now() - exportStarted;
  clearInterval(sampler);
  const after = await memoryOf(radiant.child.pid ?? 0);
  return {
    seconds: round(exportMs / 1000, 2),
    bytes,
    rows: lines - 1,
    rowsPerSecond: Math.round((lines - 1) / (exportMs / 1000)),
    serverRssBeforeMB: before.rssMB,
    serverPeakRssSampledMB: sampledPeakMB,
    serverVmHWMAfterMB: after.peakMB,
  };
}

const versusPeer = parts.has('peer') ? await measureAgainstPeer() : undefined;
const { pages, plans } = parts.has('pages') ? await measurePages() : { pages: {}, plans: {} };
const exported = parts.has('export') ? await measureExport() : undefined;
radiant.child.off('exit', exitedEarly);
await radiant.stop();
if (!options.keep) await database.drop();

const page1 = pages['page 1'] ?? {};
const last = pages['last page (before=end)'] ?? {};
const results = {
  users: userCount,
  load: loaded && {
    seconds: round(loadMs / 1000),
    usersPerSecond: Math.round(userCount / (loadMs / 1000)),
    copySeconds: round(loaded.copyMs / 1000),
    copyUsersPerSecond: Math.round(userCount / (loaded.copyMs / 1000)),
    indexSeconds: round(loaded.indexMs / 1000),
    subscriptions: loaded.subscriptions,
    subscriptionsSeconds: round(loaded.subscriptionsMs / 1000),
    analyzeSeconds: round(loaded.analyzeMs / 1000),
  },
  page1VersusPlatformatic: versusPeer?.tenConnections,
  page1VersusPlatformaticOneConnection: versusPeer?.oneConnection,
  pages,
  export: exported,
  plans,
};

const rows: Record<string, { value: number | string; per: number | string; target: string }> = {};
if (results.load) {
  const loadFigures = results.load;
  rows['load: users (s, users/s)'] = {
    value: loadFigures.seconds,
    per: loadFigures.usersPerSecond,
    target: '',
  };
  rows['load: COPY only (s, users/s)'] = {
    value: loadFigures.copySeconds,
    per: loadFigures.copyUsersPerSecond,
    target: '',
  };
  rows['load: index rebuild (s)'] = { value: loadFigures.indexSeconds, per: '', target: '' };
  rows['load: subscriptions (s, rows)'] = {
    value: loadFigures.subscriptionsSeconds,
    per: loadFigures.subscriptions,
    target: '',
  };
  rows['load: ANALYZE (s)'] = { value: loadFigures.analyzeSeconds, per: '', target: '' };
}
for (const [connections, figures] of [
  ['10 conn', versusPeer?.tenConnections],
  ['1 conn', versusPeer?.oneConnection],
] as const) {
  if (!figures) continue;
  rows[`page 1, ours, ${connections} (req/s, p50/p95/p99 ms)`] = {
    value: figures.oursRequestsPerSecond,
    per: Object.values(figures.oursLatencyMs).join(' / '),
    target: '',
  };
  rows[`page 1, ours read afresh, ${connections} (req/s, p50/p95/p99 ms)`] = {
    value: figures.oursFreshRequestsPerSecond,
    per: Object.values(figures.oursFreshLatencyMs).join(' / '),
    target: '',
  };
  rows[`Platformatic list, ${connections} (req/s, p50/p95/p99 ms)`] = {
    value: figures.platformaticRequestsPerSecond,
    per: Object.values(figures.platformaticLatencyMs).join(' / '),
    target: '',
  };
  rows[`ours / Platformatic, ${connections}`] = { value: figures.ratio, per: '', target: '>= 3' };
  rows[`ours read afresh / Platformatic, ${connections}`] = {
    value: figures.freshRatio,
    per: '',
    target: '>= 1',
  };
}
if (parts.has('pages')) {
  rows['before=end p95 / page 1 p95'] = {
    value: round((last['HTTP p95 ms'] ?? 0) / (page1['HTTP p95 ms'] ?? 1), 2),
    per: '',
    target: '<= 1.5',
  };
}
if (exported) {
  rows['export (s, rows/s)'] = { value: exported.seconds, per: exported.rowsPerSecond, target: '' };
  rows['export (MB, rows)'] = { value: round(exported.bytes / 1_048_576), per: exported.rows, target: '' };
  rows['server RSS before / sampled peak / VmHWM (MB)'] = {
    value: exported.serverRssBeforeMB,
    per: `${exported.serverPeakRssSampledMB} / ${exported.serverVmHWMAfterMB}`,
    target: '',
  };
}
console.table(rows);
console.table(pages);
console.log('Targets: every search HTTP p95 <= 20 ms and <= 1.5x its SQL p95.');
await mkdir(new URL('bench/results/', root), { recursive: true });
await writeFile(new URL('bench/results/users.json', root), `${JSON.stringify(results, null, 2)}\n`);
