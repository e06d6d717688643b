// `npm run bench -- cases [--cases N] [--seconds S]`: issue 32's cases at size, on PostgreSQL: the list's first
// page (by next deadline, overdue first) under load, and the deadline sweep over N cases (100,000 by default),
// first with a backlog of notices due, then as it runs every 5 minutes.
import { parseArgs } from 'node:util';
import { AWAABS_LAW_TIMINGS, caseOperations, urlOf } from '@radiant/contract';
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
