// `npm run bench -- control [--homes N] [--gateways G]`: remote control on ten thousand homes (a month of
// history each, so that previews have weather and energy to work from). The preview of the largest client,
// a command to every home's radiators, and its delivery to G gateways long-polling over HTTP.
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { commandOperations, gatewayOperations, urlOf } from '@radiant/contract';
import pg from 'pg';
import { postgresDatabase, postgresPool } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { fillHeatingData } from '../../apps/server/src/demo/large/generate.ts';
import { createBenchDatabase } from './bench-database.ts';
import { percentile, round } from './load.ts';
import { benchAdmin, logIn, startProcess } from './server-process.ts';

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: { homes: { type: 'string', default: '10000' }, gateways: { type: 'string', default: '2000' } },
});
const homeCount = Number(options.homes);
const gatewayCount = Number(options.gateways);
const step = (text: string) => process.stderr.write(`${text}\n`);
const serverEntry = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

const big = await createBenchDatabase('radiant_bench_control');
const loader = postgresDatabase(postgresPool(big.url, 2));
await migrate(loader);
step(`loading ${homeCount} homes × 1 month`);
await fillHeatingData(loader, { homes: homeCount, months: 1, onProgress: (done) => step(`  ${done} homes`) });
await loader.close();
const client = new pg.Client({ connectionString: big.url });
await client.connect();

// Device keys written straight in: the server stores only their hashes.
const { rows: homes } = await client.query<{ id: number }>('SELECT id FROM homes ORDER BY id');
const gateways = homes.slice(0, gatewayCount).map(({ id }) => ({
  homeId: id,
  key: `rdk_${randomBytes(32).toString('base64url')}`,
}));
await client.query(
  `INSERT INTO device_keys (home_id, label, key_hash)
    SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`,
  [
    gateways.map((gateway) => gateway.homeId),
    gateways.map(() => 'bench gateway'),
    gateways.map((gateway) => createHash('sha256').update(gateway.key).digest('base64url')),
  ],
);
const { rows: clients } = await client.query<{ id: number; radiators: number }>(
  `SELECT u.commercial_client_id AS id, count(*)::int AS radiators
    FROM radiators r JOIN rooms ro ON ro.id = r.room_id JOIN homes h ON h.id = ro.home_id JOIN users u ON u.id = h.user_id
    WHERE u.commercial_client_id IS NOT NULL AND r.removed_at IS NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
);
const largest = clients[0];
if (!largest) throw new Error('The data set has no commercial client with radiators.');

const radiant = await startProcess(serverEntry, {
  PORT: '18084',
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  DATABASE_URL: big.url,
  DEMO_DATA: '0',
});
const auth = { ...(await logIn(radiant.url)), 'content-type': 'application/json' };
const post = async (path: string, body: object) => {
  const started = performance.now();
  const response = await fetch(`${radiant.url}${path}`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return { ms: performance.now() - started, data: ((await response.json()) as { data: never }).data };
};

// 1. The preview of the largest client's homes, five times.
step(`previewing frost for client ${largest.id} (${largest.radiators} radiators)`);
const previewMs: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const { ms } = await post(commandOperations.preview.path, {
    target: { client_id: largest.id },
    change: { mode: 'frost' },
  });
  previewMs.push(ms);
}

// 2. Gateways waiting for their changes, each asking again at once after an empty answer.
step(`${gateways.length} gateways long-polling`);
let sentAt = 0;
const receivedMs: number[] = [];
let polling = true;
const poll = async (gateway: (typeof gateways)[number]) => {
  const headers = { authorization: `Device ${gateway.key}` };
  while (polling) {
    const response = await fetch(
      `${radiant.url}${urlOf(gatewayOperations.commands, { query: { wait: 30 } })}`,
      {
        headers,
      },
    );
    const { data } = (await response.json()) as { data: { commands: { id: number }[] } };
    if (data.commands.length === 0) continue;
    receivedMs.push(performance.now() - sentAt);
    await fetch(`${radiant.url}${gatewayOperations.ack.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(data.commands.map((change) => ({ id: change.id, applied: true }))),
    });
    return;
  }
};
const pollers = gateways.map(poll);
// Benchmarks may wait for a time: the pollers' first requests reach the server and find nothing.
await new Promise((resolve) => setTimeout(resolve, 5000));

// 3. One command to every home's radiators (10,000 ids, the most a list takes).
step(`sending comfort to ${homes.length} homes`);
sentAt = performance.now();
const created = await post(commandOperations.create.path, {
  target: { home_ids: homes.map((home) => home.id).slice(0, 10_000) },
  change: { mode: 'comfort', setpoint_c: 20.5 },
});
const command = (created.data as { command: { id: number; radiators: number } }).command;
step(`  created in ${round(created.ms)} ms; waiting for the gateways`);
await Promise.race([Promise.all(pollers), new Promise((resolve) => setTimeout(resolve, 60_000))]);
polling = false;
const detail = await fetch(`${radiant.url}${urlOf(commandOperations.get, { params: { id: command.id } })}`, {
  headers: auth,
});
const { counts } = ((await detail.json()) as { data: { command: { counts: Record<string, number> } } }).data
  .command;
await radiant.stop();
await client.end();
await big.drop();

console.table({
  'preview, largest client (median ms, max)': {
    value: round(percentile(previewMs, 0.5)),
    per: `${round(Math.max(...previewMs))} (${largest.radiators} radiators)`,
    target: '<= 500',
  },
  'command created (ms, radiators)': { value: round(created.ms), per: command.radiators, target: '<= 2000' },
  'delivered to waiting gateways (p95 ms, p50)': {
    value: round(percentile(receivedMs, 0.95)),
    per: `${round(percentile(receivedMs, 0.5))} (${receivedMs.length} of ${gateways.length})`,
    target: '<= 5000',
  },
  'applied after the run (radiators)': {
    value: counts.applied ?? 0,
    per: JSON.stringify(counts),
    target: '',
  },
});
