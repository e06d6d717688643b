// `npm run bench -- reports [--homes N] [--rate R] [--cycles C] [--keep] [--reuse] [--server checkout] [--database
// name] [--port P]`: issue 32's monthly reports at size, on PostgreSQL. N homes (2,000 by default; four in ten of
// them one of the ~20 commercial clients') with two months of heating history through the generator of `npm run
// demo-data`, alarms and cases in the last complete month; then the reports of every client made by the schedule's
// round in Radiant's process (reports-radiant.ts), paced as it paces them, first alone and then in cycles: while a
// few ordinary admin reads (each at a steady rate, as a few admins at work) are timed, then the same reads alone
// for as long.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  AWAABS_LAW_TIMINGS,
  analyticsOperations,
  caseOperations,
  dashboardOperations,
  urlOf,
} from '@radiant/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresDatabase, postgresPool } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { fillHeatingData } from '../../apps/server/src/demo/large/generate.ts';
import { findClient } from '../../apps/server/src/modules/commercial-clients/repository.ts';
import { reportContent } from '../../apps/server/src/modules/reports/content.ts';
import { lastCompleteMonth } from '../../apps/server/src/modules/reports/months.ts';
import { reportPdf } from '../../apps/server/src/modules/reports/pdf.ts';
import { benchDatabaseOf, createBenchDatabase } from './bench-database.ts';
import { percentile, round } from './load.ts';
import { benchAdmin, logIn, startProcess } from './server-process.ts';

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: {
    homes: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '10' },
    cycles: { type: 'string', default: '6' },
    /** Leaves the loaded database for a later `--reuse` (a before and after of a change to the reports). */
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    /** Another checkout whose server sources to run (its `apps/server/src/`), to compare a change. */
    server: { type: 'string' },
    /** Where this run's database and Radiant are, so that two clones can take turns without meeting. */
    database: { type: 'string', default: 'radiant_bench_reports' },
    port: { type: 'string', default: '18089' },
  },
});
const homeCount = Number(options.homes);
/** Requests a second of each read: a few admins at work, not a load that fills the two cores by itself. */
const rate = Number(options.rate);
/** Cycles of every client's reports made while the reads are timed (cleared in between), each then the reads alone. */
const rounds = Number(options.cycles);
const step = (text: string) => process.stderr.write(`${text}\n`);
const month = lastCompleteMonth(new Date());

const DATABASE = options.database;
const big = options.reuse ? benchDatabaseOf(DATABASE) : await createBenchDatabase(DATABASE);
const client = new pg.Client({ connectionString: big.url });
if (!options.reuse) await loadMonth();
else {
  await client.connect();
  await client.query('DELETE FROM client_reports');
}

/**
 * The homes and their history, then each client's month: an alarm raised (and cleared) on one radiator in ten,
 * on a day of the month, and a case opened in one home in four, its clocks Awaab's Law's, a third closed in it.
 */
async function loadMonth() {
  const loader = postgresDatabase(postgresPool(big.url, 2));
  await migrate(loader);
  step(`loading ${homeCount} homes × 2 months`);
  const loaded = await fillHeatingData(loader, { homes: homeCount, months: 2 });
  await loader.close();
  step(
    `loaded in ${round(loaded.seconds)} s: ${loaded.radiators} radiators, ${loaded.rollupRows} rollup rows`,
  );
  await client.connect();
  await client.query(
    `INSERT INTO alarms (rule, severity, status, radiator_id, room_id, home_id, user_id, client_id, room_c,
     setpoint_c, since, raised_at, cleared_at, search_text)
   SELECT (ARRAY['cold_home', 'not_reaching_setpoint', 'window_open', 'radiator_offline'])[1 + r.id % 4],
     'warning', 'cleared', r.id, ro.id, h.id, u.id, u.commercial_client_id, 16.5, 20, at, at, at + interval '3 hours',
     u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || h.name || ' ' || ro.name
   FROM radiators AS r JOIN rooms AS ro ON ro.id = r.room_id JOIN homes AS h ON h.id = ro.home_id
     JOIN users AS u ON u.id = h.user_id,
     LATERAL (SELECT $1::timestamptz + ((r.id * 7919) % (28 * 24)) * interval '1 hour' AS at) AS raised
   WHERE u.commercial_client_id IS NOT NULL AND r.id % 10 = 0`,
    [`${month}T00:00:00Z`],
  );
  await client.query(
    `INSERT INTO cases (hazard, severity, status, home_id, user_id, client_id, timings, opened_at, closed_at,
     close_reason)
   SELECT 'damp_mould', 'significant', CASE WHEN h.id % 3 = 0 THEN 'closed' ELSE 'investigating' END, h.id, u.id,
     u.commercial_client_id, $2::jsonb, $1::timestamptz + (h.id % 20) * interval '1 day',
     CASE WHEN h.id % 3 = 0 THEN $1::timestamptz + (h.id % 20 + 6) * interval '1 day' END,
     CASE WHEN h.id % 3 = 0 THEN 'resolved' END
   FROM homes AS h JOIN users AS u ON u.id = h.user_id
   WHERE u.commercial_client_id IS NOT NULL AND h.id % 4 = 0`,
    [`${month}T00:00:00Z`, JSON.stringify(AWAABS_LAW_TIMINGS.damp_mould)],
  );
  await client.query(`INSERT INTO case_events (case_id, kind, at, to_status)
  SELECT id, 'opened', opened_at, 'open' FROM cases`);
  await client.query(`INSERT INTO case_events (case_id, kind, at, from_status, to_status)
  SELECT id, 'status', opened_at + interval '2 days', 'open', 'investigating' FROM cases`);
  await client.query(`INSERT INTO case_events (case_id, kind, at, from_status, to_status, reason)
  SELECT id, 'status', closed_at, 'investigating', 'closed', 'resolved' FROM cases WHERE closed_at IS NOT NULL`);
  await client.query('ANALYZE');
}
// Every client's reports due on the first of the month, so that the schedule's round makes them all.
await client.query(
  `INSERT INTO client_report_settings (client_id, day_of_month, recipients, enabled)
   SELECT c.user_id, 1, ARRAY[u.email], true FROM commercial_clients AS c JOIN users AS u ON u.id = c.user_id
   ON CONFLICT (client_id) DO UPDATE SET day_of_month = 1, enabled = true, making_until = NULL`,
);
const { rows: counted } = await client.query<Record<string, number>>(
  `SELECT (SELECT count(*)::int FROM homes) AS homes, (SELECT count(*)::int FROM radiators) AS radiators,
     (SELECT count(*)::int FROM radiator_days) AS days, (SELECT count(*)::int FROM radiator_hours) AS hours`,
);
const sizeOf = counted[0] ?? {};
const { rows: clients } = await client.query<{ id: number; homes: number; alarms: number; cases: number }>(
  `SELECT c.user_id AS id, (SELECT count(*)::int FROM homes h JOIN users u ON u.id = h.user_id
       WHERE u.commercial_client_id = c.user_id) AS homes,
     (SELECT count(*)::int FROM alarms a WHERE a.client_id = c.user_id) AS alarms,
     (SELECT count(*)::int FROM cases k WHERE k.client_id = c.user_id) AS cases
   FROM commercial_clients AS c ORDER BY c.user_id`,
);
step(
  `${clients.length} clients: ${clients.reduce((sum, one) => sum + one.homes, 0)} homes, ` +
    `${clients.reduce((sum, one) => sum + one.alarms, 0)} alarms, ${clients.reduce((sum, one) => sum + one.cases, 0)} cases in ${month}`,
);

/** The bench's own call into Radiant's process, beside its API. */
const ROUND_PORT = Number(options.port) + 1;
const radiant = await startProcess(new URL('reports-radiant.ts', import.meta.url).pathname, {
  // Radiant from its sources, as tests run it: the round is called in its process (reports-radiant.ts).
  NODE_OPTIONS: '--import tsx',
  ...(options.server && {
    RADIANT_SOURCE: pathToFileURL(`${resolve(options.server)}/apps/server/src/`).href,
  }),
  ROUND_PORT: String(ROUND_PORT),
  PORT: options.port,
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  DATABASE_URL: big.url,
  DEMO_DATA: '0',
});
const auth = await logIn(radiant.url);
const largest = [...clients].sort((a, b) => b.homes - a.homes)[0];
const reads: Record<string, string> = {
  'GET /v1/cases (first page)': caseOperations.list.path,
  dashboard: dashboardOperations.admin.path,
  "the largest client's analytics, monthly": urlOf(analyticsOperations.heating, {
    query: { clientId: largest?.id, period: 'monthly' },
  }),
};

/**
 * Runs one round of the schedule in Radiant's process, which makes every client's report one after another with
 * its pauses (not `POST …/reports`, an admin's report made at once): the whole round's seconds.
 */
async function makeAll() {
  const begun = performance.now();
  const response = await fetch(`http://127.0.0.1:${ROUND_PORT}/round`, { method: 'POST' });
  const round = response.ok ? ((await response.json()) as { made: number }) : { made: 0 };
  if (round.made !== clients.length)
    throw new Error(`The round made ${round.made} of ${clients.length} reports (${response.status}).`);
  return (performance.now() - begun) / 1000;
}

/** Each read at `rate` a second on connections of its own, all at once, until `until` settles (or for `seconds`). */
async function readsDuring(until: Promise<unknown> | number) {
  const latencies: Record<string, number[]> = {};
  const runs = Object.entries(reads).map(([name, path]) => {
    const times: number[] = [];
    latencies[name] = times;
    const instance = autocannon({
      url: `${radiant.url}${path}`,
      headers: auth,
      connections: 2,
      overallRate: rate,
      duration: typeof until === 'number' ? until : 3600,
      timeout: 120,
    }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    if (typeof until !== 'number') void until.finally(() => instance.stop());
    return instance.then((result) => {
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
    });
  });
  await Promise.all([...runs, until]);
  return latencies;
}

const clearReports = () => client.query('DELETE FROM client_reports');

step(`making ${clients.length} reports alone`);
const aloneSeconds = await makeAll();
const { rows: sizes } = await client.query<{ pdf: number; csv: number }>(
  'SELECT avg(length(pdf))::int AS pdf, avg(length(csv))::int AS csv FROM client_reports',
);

// Where one report's time goes, in this process on a pool of its own: its figures, then its PDF.
const parts = { content: [] as number[], pdf: [] as number[] };
const measured = postgresDatabase(postgresPool(big.url, 10));
const largestClient = await findClient(measured.db, largest?.id ?? 0);
if (!largestClient) throw new Error('The largest client was not found.');
for (let run = 0; run < 5; run += 1) {
  let started = performance.now();
  const content = await reportContent(measured.db, largestClient, month, new Date());
  parts.content.push(performance.now() - started);
  started = performance.now();
  await reportPdf(content, 'en');
  parts.pdf.push(performance.now() - started);
}
await measured.close();

// Cycles of the reads while every client's report is made, then the reads alone for as long: side by side in
// time, so that the other work on the machine weighs on both alike.
const readsAlone: Record<string, number[]> = {};
const readsBusy: Record<string, number[]> = {};
/** Each cycle's p95 while making over its p95 alone, by read: how much the pooled figure swings cycle to cycle. */
const cycleRatios: Record<string, number[]> = {};
const busySeconds: number[] = [];
const gather = (into: Record<string, number[]>, from: Record<string, number[]>) => {
  for (const [name, times] of Object.entries(from)) into[name] = [...(into[name] ?? []), ...times];
};
for (let cycle = 1; cycle <= rounds; cycle += 1) {
  await clearReports();
  step(`cycle ${cycle} of ${rounds}: the reads while the reports are made, then alone as long`);
  const making = makeAll();
  const whileMaking = await readsDuring(making);
  const total = await making;
  busySeconds.push(total);
  const alone = await readsDuring(Math.max(1, Math.round(total)));
  gather(readsBusy, whileMaking);
  gather(readsAlone, alone);
  for (const name of Object.keys(reads)) {
    const ratio = percentile(whileMaking[name] ?? [], 0.95) / percentile(alone[name] ?? [], 0.95);
    cycleRatios[name] = [...(cycleRatios[name] ?? []), ratio];
  }
}
await radiant.stop();
await client.end();
// A reused database stays for the next run too.
if (!options.keep && !options.reuse) await big.drop();

console.table({
  homes: {
    value: sizeOf.homes ?? 0,
    per: `${sizeOf.radiators} radiators, ${sizeOf.days} radiator days, ${sizeOf.hours} radiator hours`,
  },
  'clients, homes of theirs': {
    value: clients.length,
    per: `${clients.reduce((sum, one) => sum + one.homes, 0)} homes (largest ${largest?.homes})`,
  },
  [`alarms and cases in ${month.slice(0, 7)}`]: {
    value: clients.reduce((sum, one) => sum + one.alarms, 0),
    per: `${clients.reduce((sum, one) => sum + one.cases, 0)} cases`,
  },
});
/** The rounds' seconds, their pauses included (reports/pacing.ts). */
const made = (seconds: number[]) => ({
  'all (s)': seconds.map((total) => round(total, 2)).join(' '),
  target: '<= 60 s',
});
console.table({
  'reports made alone': made([aloneSeconds]),
  [`reports made under the reads (${rounds} times)`]: made(busySeconds),
});
console.table({
  "the largest client's figures (ms)": {
    median: round(percentile(parts.content, 0.5)),
    max: round(Math.max(...parts.content)),
  },
  'its PDF drawn (ms)': { median: round(percentile(parts.pdf, 0.5)), max: round(Math.max(...parts.pdf)) },
});
console.log(
  `average report: PDF ${round((sizes[0]?.pdf ?? 0) / 1024)} KB, CSV ${round((sizes[0]?.csv ?? 0) / 1024)} KB`,
);
const percentSlower = (ratio: number) => `${Math.round((ratio - 1) * 100)} %`;
const spreadOf = (ratios: number[]) =>
  `${percentSlower(percentile(ratios, 0.5))} (${percentSlower(Math.min(...ratios))} to ${percentSlower(Math.max(...ratios))})`;
const table: Record<string, Record<string, number | string>> = {};
for (const name of Object.keys(reads)) {
  const quiet = percentile(readsAlone[name] ?? [], 0.95);
  const loud = percentile(readsBusy[name] ?? [], 0.95);
  table[name] = {
    'p95 alone': round(quiet, 2),
    'p95 while making': round(loud, 2),
    'p50 alone / making': `${round(percentile(readsAlone[name] ?? [], 0.5), 2)} / ${round(percentile(readsBusy[name] ?? [], 0.5), 2)}`,
    slower: `${Math.round((loud / quiet - 1) * 100)} %`,
    'slower, cycle by cycle: median (min to max)': spreadOf(cycleRatios[name] ?? []),
    requests: `${readsAlone[name]?.length} / ${readsBusy[name]?.length}`,
  };
}
console.table(table);
