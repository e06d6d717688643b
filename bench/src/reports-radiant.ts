// Radiant as the reports bench (reports.ts) runs it, from a checkout's sources (RADIANT_SOURCE, its
// `apps/server/src/`; this checkout's by default): the API as main.ts serves it, and beside it on ROUND_PORT one
// call for the bench alone, `POST /round`, which runs the schedule's round (`runReportRound`) in this process as
// the schedule's timer does, with its pace, and answers what it made. The timer's own rounds find nothing to make
// while the bench runs: a round claims every due client at once, and the bench's reports are never left unmade.
import { createServer } from 'node:http';

type Modules = [
  typeof import('../../apps/server/src/app.ts'),
  typeof import('../../apps/server/src/config.ts'),
  typeof import('../../apps/server/src/db/database.ts'),
  typeof import('../../apps/server/src/bootstrap/admin.ts'),
  typeof import('../../apps/server/src/secrets/secret-keys.ts'),
  typeof import('../../apps/server/src/modules/reports/schedule.ts'),
];

const source = process.env.RADIANT_SOURCE ?? new URL('../../apps/server/src/', import.meta.url).href;
const [
  { buildApp },
  { parseConfig },
  { openDatabase },
  { ensureAdmin },
  { secretKeysOf },
  { runReportRound },
] = (await Promise.all(
  [
    'app.ts',
    'config.ts',
    'db/database.ts',
    'bootstrap/admin.ts',
    'secrets/secret-keys.ts',
    'modules/reports/schedule.ts',
  ].map((path) => import(new URL(path, source).href)),
)) as Modules;

const config = parseConfig(process.env);
const database = await openDatabase(config);
const app = await buildApp({ config, database, secretKeys: await secretKeysOf(config) });
await ensureAdmin(database, config);
await app.listen({ port: config.port, host: config.host });

const rounds = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/round') {
    response.writeHead(404).end();
    return;
  }
  runReportRound({ db: database.db, mailer: undefined, log: app.log }, new Date()).then(
    (round) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(round)),
    () => response.writeHead(500).end(),
  );
});
rounds.listen(Number(process.env.ROUND_PORT), '127.0.0.1');

process.once('SIGTERM', async () => {
  rounds.close();
  await app.close();
  process.exit(0);
});
