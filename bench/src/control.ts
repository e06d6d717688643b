// `npm run bench -- control [--homes N] [--gateways G] [--keep] [--reuse]`: remote control on ten thousand homes (a month of
// history each, so that previews have weather and energy to work from). The preview of the largest client,
// a command to every home's radiators and its delivery to G gateways long-polling over HTTP; the same G
// gateways connected through an MQTT broker (a Mosquitto of the bench's own, with Radiant's configuration:
// each gateway signs in with its own account) and a command
// delivered to them; telemetry through the broker against the same batches over HTTP, two instances sharing.
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { commandOperations, gatewayOperations, urlOf } from '@radiant/contract';
import pg from 'pg';
import { postgresDatabase, postgresPool } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { fillHeatingData } from '../../apps/server/src/demo/large/generate.ts';
import { launchRadiantBroker } from '../../apps/server/test/support/mosquitto-process.ts';
import { benchDatabaseOf, createBenchDatabase } from './bench-database.ts';
import { connectGateways, mqttDelivery, telemetryThroughput } from './control-mqtt.ts';
import { percentile, round } from './load.ts';
import { benchAdmin, logIn, startProcess } from './server-process.ts';

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: {
    homes: { type: 'string', default: '10000' },
    gateways: { type: 'string', default: '2000' },
    /** Leaves the loaded database for a later `--reuse`: loading 10,000 homes takes minutes. */
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const homeCount = Number(options.homes);
// Radiant's broker configuration (deploy/mosquitto): accounts for every gateway, and room for a burst.
const broker = await launchRadiantBroker(18883);
const brokerUrl = broker.gatewayUrl;
/** Gateways sending telemetry in the throughput comparison, and batches each sends each way. */
const THROUGHPUT_GATEWAYS = 200;
const THROUGHPUT_BATCHES = 20;
const gatewayCount = Number(options.gateways);
const step = (text: string) => process.stderr.write(`${text}\n`);
const serverEntry = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

const DATABASE = 'radiant_bench_control';
const big = options.reuse ? benchDatabaseOf(DATABASE) : await createBenchDatabase(DATABASE);
const loader = postgresDatabase(postgresPool(big.url, 2));
await migrate(loader);
if (!options.reuse) {
  step(`loading ${homeCount} homes × 1 month`);
  await fillHeatingData(loader, {
    homes: homeCount,
    months: 1,
    onProgress: (done) => step(`  ${done} homes`),
  });
}
await loader.close();
const client = new pg.Client({ connectionString: big.url });
await client.connect();
if (options.reuse) {
  // A kept run's keys went with its broker: its homes' gateways start afresh, over HTTP. Its telemetry (the
  // last 3 h 20 min) would count as stored before this run's arrives.
  await client.query('DELETE FROM device_keys');
  await client.query(`DELETE FROM radiator_readings WHERE at > now() - interval '4 hours'`);
  // A run stopped midway leaves its command open, whose changes this run's gateways would receive again (resent
  // after a minute) and count as the new command's.
  await client.query(
    `UPDATE command_radiators SET status = 'expired', updated_at = now() WHERE status IN ('pending', 'delivered')`,
  );
  // A server without autovacuum (as the development machine's) leaves each run's dead rows to the next: runs on a
  // kept database would otherwise be in order of wear.
  await client.query('VACUUM ANALYZE device_keys, commands, command_radiators, radiator_controls');
}

// Device keys written straight in: the server stores only their hashes.
const { rows: homes } = await client.query<{ id: number; radiator_ids: number[] }>(
  `SELECT ro.home_id AS id, array_agg(r.id ORDER BY r.id) AS radiator_ids
    FROM radiators r JOIN rooms ro ON ro.id = r.room_id WHERE r.removed_at IS NULL GROUP BY 1 ORDER BY 1`,
);
const gateways = homes.slice(0, gatewayCount).map(({ id, radiator_ids }) => ({
  homeId: id,
  key: `rdk_${randomBytes(32).toString('base64url')}`,
  radiatorIds: radiator_ids,
}));
const { rows: keyIds } = await client.query<{ id: number }>(
  `INSERT INTO device_keys (home_id, label, key_hash)
    SELECT * FROM unnest($1::int[], $2::text[], $3::text[]) RETURNING id`,
  [
    gateways.map((gateway) => gateway.homeId),
    gateways.map(() => 'bench gateway'),
    gateways.map((gateway) => createHash('sha256').update(gateway.key).digest('base64url')),
  ],
);
// Their broker accounts, as the server makes them when a key is issued through the API.
const usernames = await broker.addGateways(
  gateways.map((gateway, index) => ({ keyId: keyIds[index]?.id ?? 0, ...gateway })),
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
  MQTT_URL: broker.url,
  MQTT_DYNSEC: '1',
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
// The gateways' own connections, closed once they are done: the process cannot hold 10,000 HTTP and then
// 10,000 MQTT connections open together (20,000 files at most).
const gatewayAgent = new Agent({ keepAlive: true });
/** A gateway's request on its own connections: its answer's data, or nothing when it failed. */
function gatewayCall<T>(gateway: (typeof gateways)[number], method: string, path: string, body?: unknown) {
  return new Promise<T | undefined>((resolve) => {
    const headers = { authorization: `Device ${gateway.key}`, 'content-type': 'application/json' };
    const call = request(`${radiant.url}${path}`, { method, agent: gatewayAgent, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve(response.statusCode === 200 ? JSON.parse(text).data : undefined));
      response.on('error', () => resolve(undefined));
    });
    call.on('error', () => resolve(undefined));
    call.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
/** Asks for the gateway's changes (waiting up to `wait` s), trying again a second after a failed request. */
async function askForChanges(gateway: (typeof gateways)[number], wait: number) {
  const path = urlOf(gatewayOperations.commands, { query: { wait } });
  for (;;) {
    const answer = await gatewayCall<{ commands: { id: number }[] }>(gateway, 'GET', path);
    if (answer) return answer.commands;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
const poll = async (gateway: (typeof gateways)[number]) => {
  while (polling) {
    const changes = await askForChanges(gateway, 30);
    if (changes.length === 0) continue;
    receivedMs.push(performance.now() - sentAt);
    const acks = changes.map((change) => ({ id: change.id, applied: true }));
    await gatewayCall(gateway, 'POST', gatewayOperations.ack.path, acks);
    return;
  }
};
/** Runs `start` for each gateway, a lot of 1,000 at a time, as a fleet comes online. */
async function inLots(start: (gateway: (typeof gateways)[number]) => Promise<unknown>) {
  const started: Promise<unknown>[] = [];
  for (let first = 0; first < gateways.length; first += 1000) {
    const lot = gateways.slice(first, first + 1000).map(start);
    started.push(...lot);
    await Promise.race([Promise.all(lot), new Promise((resolve) => setTimeout(resolve, 500))]);
  }
  return started;
}
// Every gateway first asks once without waiting (connections opened, keys checked): the fleet coming online.
const connecting = performance.now();
await Promise.all(await inLots((gateway) => askForChanges(gateway, 0)));
const httpConnectMs = performance.now() - connecting;
const pollers = await inLots(poll);
// Benchmarks may wait for a time: the long polls take as long to reach the server as the first requests did.
await new Promise((resolve) => setTimeout(resolve, Math.max(5000, 2 * httpConnectMs)));

// 3. One command to every home's radiators (10,000 ids, the most a list takes).
const homeIds = homes.map((home) => home.id).slice(0, 10_000);
const sendToAll = async (change: object) => {
  const sent = await post(commandOperations.create.path, { target: { home_ids: homeIds }, change });
  return { ...sent, command: (sent.data as { command: { id: number; radiators: number } }).command };
};
step(`sending comfort to ${homes.length} homes`);
sentAt = performance.now();
const created = await sendToAll({ mode: 'comfort', setpoint_c: 20.5 });
const { command } = created;
step(`  created in ${round(created.ms)} ms; waiting for the gateways`);
await Promise.race([Promise.all(pollers), new Promise((resolve) => setTimeout(resolve, 60_000))]);
polling = false;
gatewayAgent.destroy();
step(
  `  delivered to ${receivedMs.length} gateways: p50 ${round(percentile(receivedMs, 0.5))} ms, p95 ${round(percentile(receivedMs, 0.95))} ms`,
);
const detail = await fetch(`${radiant.url}${urlOf(commandOperations.get, { params: { id: command.id } })}`, {
  headers: auth,
});
const { counts } = ((await detail.json()) as { data: { command: { counts: Record<string, number> } } }).data
  .command;

// 4. The same gateways through the broker: each reports once that way, then a command to every home.
step(`${gateways.length} gateways connecting to ${brokerUrl}`);
const { clients: brokerClients, connectMs } = await connectGateways(brokerUrl, gateways, usernames);
const overMqtt = await mqttDelivery(client, gateways, brokerClients, async () => {
  const sent = await sendToAll({ mode: 'eco' });
  return { ms: sent.ms, radiators: sent.command.radiators };
});
step(
  `  connected in ${round(connectMs)} ms; delivered p50 ${round(overMqtt.p50)} ms, p95 ${round(overMqtt.p95)} ms`,
);

// 5. Telemetry over HTTP and through the broker, a second instance sharing the load.
const second = await startProcess(serverEntry, {
  PORT: '18085',
  DATABASE_URL: big.url,
  DEMO_DATA: '0',
  MQTT_URL: broker.url,
  MQTT_DYNSEC: '1',
});
step(
  `telemetry: ${THROUGHPUT_GATEWAYS} gateways × ${THROUGHPUT_BATCHES} batches over HTTP, then through the broker`,
);
const throughput = await telemetryThroughput(
  client,
  gateways.slice(0, THROUGHPUT_GATEWAYS),
  brokerClients,
  [radiant.url, second.url],
  THROUGHPUT_BATCHES,
);
await Promise.all(brokerClients.map((gateway) => gateway.endAsync()));
await Promise.all([radiant.stop(), second.stop()]);
await broker.stop();
await client.end();
// A reused database stays for the next run too.
if (!options.keep && !options.reuse) await big.drop();

console.table({
  'preview, largest client (median ms, max)': {
    value: round(percentile(previewMs, 0.5)),
    per: `${round(Math.max(...previewMs))} (${largest.radiators} radiators)`,
    target: '<= 500',
  },
  'command created (ms, radiators)': { value: round(created.ms), per: command.radiators, target: '<= 2000' },
  'HTTP gateways connected (ms until each had an answer)': {
    value: round(httpConnectMs),
    per: gateways.length,
    target: '',
  },
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
  'MQTT gateways connected (ms for all)': { value: round(connectMs), per: gateways.length, target: '' },
  'command created, MQTT gateways (ms, radiators)': {
    value: round(overMqtt.createdMs),
    per: overMqtt.radiators,
    target: '<= 2000',
  },
  'delivered through the broker (p95 ms, p50)': {
    value: round(overMqtt.p95),
    per: `${round(overMqtt.p50)} (${overMqtt.received} of ${gateways.length})`,
    target: '<= 5000',
  },
  'telemetry over HTTP, two instances (batches/s)': {
    value: throughput.httpPerSecond,
    per: `${throughput.batches} batches, ${throughput.httpStored} of ${throughput.readings} readings`,
    target: '',
  },
  'telemetry through the broker (batches/s, ratio)': {
    value: throughput.mqttPerSecond,
    per: round(throughput.mqttPerSecond / throughput.httpPerSecond, 2),
    target: '>= 0.8 of HTTP',
  },
});
