// `npm run bench -- cases [--cases N] [--seconds S]`: issue 32's cases at size, on PostgreSQL: the list's first
// page (by next deadline, overdue first) under load, the deadline sweep over N cases (100,000 by default),
// first with a backlog of notices due, then as it runs every 5 minutes; and the evidence pack of a case whose
// home has 30 days of hourly readings, as a PDF and as a ZIP.
import { parseArgs } from 'node:util';
import { AWAABS_LAW_TIMINGS, caseOperations, evidenceOperations, urlOf } from '@radiant/contract';
import pg from 'pg';
import { postgresDatabase, postgresPool } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { sweepCaseDeadlines } from '../../apps/server/src/modules/cases/deadline-sweep.ts';
import { createBenchDatabase } from './bench-database.ts';
import { readFigures, round, type TimedRead } from './load.ts';
import { benchAdmin, logIn, startProcess } from './server-process.ts';

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: { cases: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '5' } },
});
const caseCount = Number(options.cases);
const seconds = Number(options.seconds);
const step = (text: string) => process.stderr.write(`${text}\n`);
const serverEntry = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

const big = await createBenchDatabase('radiant_bench_cases');
const database = postgresDatabase(postgresPool(big.url, 2));
await migrate(database);
const client = new pg.Client({ connectionString: big.url });
await client.connect();

// One home per 20 cases; cases opened over the last 40 days under Awaab's Law's damp timings, their next
// deadline somewhere from 30 days past to 60 ahead, and the sweep's bookmark from now to 60 days ahead, except
// for the backlog (one in a thousand) whose notices are due now.
step(`loading ${caseCount} cases`);
const homes = Math.ceil(caseCount / 20);
await client.query(`INSERT INTO users (email, password_hash, level, first_name, last_name)
  SELECT 'resident-' || i || '@bench.test', 'x', 3001, 'Resident', i::text FROM generate_series(1, ${homes}) AS i`);
await client.query(`INSERT INTO homes (user_id, name)
  SELECT id, 'Home ' || id FROM users WHERE level = 3001 ORDER BY id`);
await client.query(
  `INSERT INTO cases (hazard, severity, status, home_id, user_id, timings, opened_at, next_due_at, notice_at)
   SELECT 'damp_mould', 'significant', (ARRAY['open', 'investigating', 'works'])[1 + i % 3], h.id, h.user_id,
          $1::jsonb, now() - ((i / 1000 + i) % 40) * interval '1 day',
          now() + ((i * 7919) % 90 - 30) * interval '1 day',
          CASE WHEN i % 1000 = 0 THEN now() - interval '1 minute'
               ELSE now() + ((i::bigint * 104729) % 86400) * interval '1 minute' END
   FROM generate_series(1, ${caseCount}) AS i
   JOIN homes AS h ON h.id = (SELECT min(id) FROM homes) + (i - 1) % ${homes}`,
  [JSON.stringify(AWAABS_LAW_TIMINGS.damp_mould)],
);
await client.query(`INSERT INTO case_events (case_id, kind, at, to_status)
  SELECT id, 'opened', opened_at, 'open' FROM cases`);
await client.query('ANALYZE');
await client.end();

const sweeps: number[] = [];
const told: string[] = [];
for (let run = 0; run < 4; run += 1) {
  const started = performance.now();
  const swept = await sweepCaseDeadlines(database.db);
  sweeps.push(performance.now() - started);
  told.push(`${swept.approaching}+${swept.missed}`);
}
step(`deadline sweep: ${sweeps.map((ms) => round(ms)).join(', ')} ms; notices ${told.join(', ')}`);

// The evidence pack's case: a located home of 4 rooms with 2 radiators each, 30 days of hourly rollups and
// weather behind it, opened 16 days ago with a timeline of 40 entries.
step('loading a home with 30 days of hourly readings');
const evidence = new pg.Client({ connectionString: big.url });
await evidence.connect();
const [home] = (
  await evidence.query<{ id: number; user_id: number }>(
    `WITH location AS (INSERT INTO locations (name, latitude, longitude) VALUES ('Leeds', 53.8, -1.55) RETURNING id)
     UPDATE homes SET location_id = (SELECT id FROM location) WHERE id = (SELECT min(id) FROM homes)
     RETURNING id, user_id`,
  )
).rows;
if (!home) throw new Error('No home to put readings in.');
await evidence.query(`WITH maker AS (INSERT INTO manufacturers (title, website) VALUES ('Stelrad', 'https://example.com') RETURNING id),
    model AS (INSERT INTO radiator_models (manufacturer_id, name, rated_power_w) SELECT id, 'K2', 1500 FROM maker RETURNING id),
    room AS (INSERT INTO rooms (home_id, name, area_m2, type)
      SELECT ${home.id}, name, 12, type FROM (VALUES ('Living room', 'living'), ('Kitchen', 'kitchen'),
        ('Bedroom', 'bedroom'), ('Bathroom', 'bathroom')) AS r(name, type) RETURNING id)
  INSERT INTO radiators (room_id, model_id) SELECT room.id, model.id FROM room, model, generate_series(1, 2)`);
await evidence.query(`INSERT INTO outdoor_hours (location_id, hour, temperature_c)
  SELECT h.location_id, hours.at, 4 + 5 * sin(extract(epoch FROM hours.at) / 86400 * 2 * pi())
  FROM homes AS h, generate_series(date_trunc('hour', now()) - interval '30 days', date_trunc('hour', now()), interval '1 hour') AS hours(at)
  WHERE h.id = ${home.id}`);
await evidence.query(`INSERT INTO radiator_hours (radiator_id, hour, home_id, energy_wh, heating_s, covered_s, room_c_s,
    setpoint_c_s, readings, humidity_s, humidity_pct_s)
  SELECT r.id, hours.at, ${home.id}, 300, 1800, 3600, 3600 * (18 + 2 * sin(extract(epoch FROM hours.at) / 86400 * 2 * pi())),
    3600 * 20, 12, 3600, 3600 * (62 + 10 * cos(extract(epoch FROM hours.at) / 86400 * 2 * pi()))
  FROM radiators AS r JOIN rooms AS ro ON ro.id = r.room_id,
    generate_series(date_trunc('hour', now()) - interval '30 days', date_trunc('hour', now()), interval '1 hour') AS hours(at)
  WHERE ro.home_id = ${home.id}`);
await evidence.query(`INSERT INTO radiator_days (radiator_id, day, home_id, energy_wh, heating_s, covered_s, room_c_s,
    setpoint_c_s, readings, humidity_s, humidity_pct_s)
  SELECT radiator_id, (hour AT TIME ZONE 'UTC')::date, home_id, sum(energy_wh), sum(heating_s), sum(covered_s),
    sum(room_c_s), sum(setpoint_c_s), sum(readings), sum(humidity_s), sum(humidity_pct_s)
  FROM radiator_hours WHERE home_id = ${home.id} GROUP BY 1, 2, 3`);
const [evidenceCase] = (
  await evidence.query<{ id: number }>(
    `INSERT INTO cases (hazard, severity, status, home_id, user_id, timings, opened_at)
     VALUES ('damp_mould', 'significant', 'investigating', ${home.id}, ${home.user_id}, $1::jsonb, now() - interval '16 days')
     RETURNING id`,
    [JSON.stringify(AWAABS_LAW_TIMINGS.damp_mould)],
  )
).rows;
if (!evidenceCase) throw new Error('The evidence case was not written.');
await evidence.query(
  `INSERT INTO case_events (case_id, kind, at, text, outcome)
   SELECT $1, 'contact', now() - interval '16 days' + i * interval '9 hours', 'Called the resident, attempt ' || i,
     (ARRAY['no_access', 'reached'])[1 + i % 2]
   FROM generate_series(1, 40) AS i`,
  [evidenceCase.id],
);
await evidence.query('ANALYZE');
await evidence.end();

const radiant = await startProcess(serverEntry, {
  PORT: '18087',
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  DATABASE_URL: big.url,
  DEMO_DATA: '0',
});
const auth = await logIn(radiant.url);
const paths: Record<string, TimedRead> = {
  'the list, first page (by next deadline)': { path: caseOperations.list.path, target: 20 },
  'the list, overdue': { path: urlOf(caseOperations.list, { query: { due: 'overdue' } }) },
  'the list, open ones': { path: urlOf(caseOperations.list, { query: { status: 'open' } }) },
};
const figures = await readFigures(radiant.url, auth, paths, seconds, (name) => step(`measuring ${name}`));

/** Times downloads of a pack, one after another: each its milliseconds, and the last one's size. */
async function timePack(operation: typeof evidenceOperations.casePdf | typeof evidenceOperations.caseZip) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 8; run += 1) {
    const started = performance.now();
    const response = await fetch(`${radiant.url}${urlOf(operation, { params: { id: evidenceCase?.id } })}`, {
      headers: auth,
    });
    if (!response.ok) throw new Error(`The evidence pack answered ${response.status}.`);
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: round(times[times.length >> 1] ?? 0), max: round(times.at(-1) ?? 0), bytes };
}
step('timing the evidence pack');
const pdf = await timePack(evidenceOperations.casePdf);
const zip = await timePack(evidenceOperations.caseZip);
await radiant.stop();
await database.close();
await big.drop();

console.table({
  cases: { value: caseCount, per: `${homes} homes` },
  'deadline sweep with a backlog (ms)': { value: round(sweeps[0] ?? 0), per: `notices ${told[0]}` },
  'deadline sweep every 5 minutes (ms, three runs)': {
    value: round(Math.max(...sweeps.slice(1))),
    per: sweeps
      .slice(1)
      .map((ms) => round(ms))
      .join(' '),
  },
});
console.table(figures);
console.table({
  'evidence pack, PDF (4 rooms, 8 radiators, 30 days hourly; ms)': {
    value: pdf.median,
    per: `max ${pdf.max}, ${round(pdf.bytes / 1024)} KB, target 2000`,
  },
  'evidence pack, ZIP of CSV files (ms)': {
    value: zip.median,
    per: `max ${zip.max}, ${round(zip.bytes / 1024)} KB, target 2000`,
  },
});
