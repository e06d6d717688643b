// `npm run bench -- mqtt-flood [--batches N] [--seconds S]`: a well-behaved MQTT gateway (a batch, then the next
// once it is stored; a batch not stored within S seconds counts as lost), alone and beside a neighbour flooding
// the broker with made-up keys, with messages over the size limit and with valid batches of its own home,
// through Radiant's own broker configuration: its batches stored per second and the time each took.
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { GATEWAY_KEY_PROPERTY, gatewayMqttTopics, TELEMETRY_MAX_BYTES } from '@radiant/contract';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { postgresDatabase, postgresPool } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { fillHeatingData } from '../../apps/server/src/demo/large/generate.ts';
import { launchRadiantBroker } from '../../apps/server/test/support/mosquitto-process.ts';
import { createBenchDatabase } from './bench-database.ts';
import { batchOf } from './control-mqtt.ts';
import { percentile, round } from './load.ts';
import { benchAdmin, startProcess } from './server-process.ts';

const { values: options } = parseArgs({
  args: process.argv.slice(3),
  options: { batches: { type: 'string', default: '100' }, seconds: { type: 'string', default: '10' } },
});
const BATCHES = Number(options.batches);
const TIMEOUT_MS = Number(options.seconds) * 1000;
const FIVE_MINUTES = 5 * 60_000;
const step = (text: string) => process.stderr.write(`${text}\n`);
const serverEntry = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

const broker = await launchRadiantBroker(18893);
const database = await createBenchDatabase('radiant_bench_mqtt_flood');
const loader = postgresDatabase(postgresPool(database.url, 2));
await migrate(loader);
await fillHeatingData(loader, { homes: 4, months: 1 });
await loader.close();
const db = new pg.Client({ connectionString: database.url });
await db.connect();
const { rows: homes } = await db.query<{ id: number; radiator_ids: number[] }>(
  `SELECT ro.home_id AS id, array_agg(r.id ORDER BY r.id) AS radiator_ids
    FROM radiators r JOIN rooms ro ON ro.id = r.room_id WHERE r.removed_at IS NULL GROUP BY 1 ORDER BY 1 LIMIT 2`,
);
const gatewayOf = (home: { id: number; radiator_ids: number[] } | undefined) => {
  if (!home) throw new Error('The data set has fewer than two homes with radiators.');
  return {
    homeId: home.id,
    radiatorIds: home.radiator_ids,
    key: `rdk_${randomBytes(32).toString('base64url')}`,
  };
};
const good = gatewayOf(homes[0]);
const noisy = gatewayOf(homes[1]);
const { rows: keyIds } = await db.query<{ id: number }>(
  `INSERT INTO device_keys (home_id, label, key_hash) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])
    RETURNING id`,
  [
    [good.homeId, noisy.homeId],
    ['flood bench', 'flood bench'],
    [good.key, noisy.key].map((key) => createHash('sha256').update(key).digest('base64url')),
  ],
);
// Their broker accounts, as the server makes them when a key is issued through the API.
const [goodUser = '', noisyUser = ''] = await broker.addGateways(
  [good, noisy].map((gateway, index) => ({ keyId: keyIds[index]?.id ?? 0, ...gateway })),
);

const radiant = await startProcess(serverEntry, {
  PORT: '18094',
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  DATABASE_URL: database.url,
  DEMO_DATA: '0',
  MQTT_URL: broker.url,
  MQTT_DYNSEC: '1',
});
const connect = (username: string, password: string) =>
  mqtt.connectAsync(broker.gatewayUrl, { protocolVersion: 5, username, password, reconnectPeriod: 0 });
const goodClient = await connect(goodUser, good.key);

/** One 5-minute reading of each of the radiators, ending at `atMs`, as a message's payload. */
const batchAt = (radiatorIds: number[], atMs: number) => JSON.stringify(batchOf({ radiatorIds }, atMs));
const signed = (key: string) => ({
  qos: 1 as const,
  properties: { userProperties: { [GATEWAY_KEY_PROPERTY]: key } },
});

/** What the neighbour sends, as fast as the broker takes it, until stopped. */
const floods: Record<string, ((index: number) => [string, ReturnType<typeof signed>]) | undefined> = {
  alone: undefined,
  'made-up keys': (index) => ['{}', signed(`rdk_made_up_${index % 1000}`)],
  'oversize messages': () => [' '.repeat(TELEMETRY_MAX_BYTES + 1), signed(noisy.key)],
  'valid batches': (index) => [
    batchAt(noisy.radiatorIds, Date.now() - 2 * FIVE_MINUTES - (index % 100_000) * 1000),
    signed(noisy.key),
  ],
};

/** The neighbour on a connection of its own (20 messages in flight), until stopped: answers how many it sent. */
async function flood(make: (index: number) => [string, ReturnType<typeof signed>]) {
  const client: MqttClient = await connect(noisyUser, noisy.key);
  let running = true;
  let sent = 0;
  const worker = async () => {
    while (running && client.connected) {
      const [payload, options] = make(sent);
      sent += 1;
      await client.publishAsync(gatewayMqttTopics.telemetry(noisy.homeId), payload, options).catch(() => {});
    }
  };
  for (let index = 0; index < 20; index += 1) void worker();
  return {
    async stop() {
      running = false;
      // Forced: a broker that refused a message may never acknowledge it.
      await client.endAsync(true);
      return sent;
    },
  };
}

const storedOf = async (fromMs: number, toMs: number) =>
  Number(
    (
      await db.query(
        'SELECT count(DISTINCT at) FROM radiator_readings WHERE home_id = $1 AND at > $2 AND at <= $3',
        [good.homeId, new Date(fromMs), new Date(toMs)],
      )
    ).rows[0].count,
  );

let window = Math.floor(Date.now() / FIVE_MINUTES) * FIVE_MINUTES - 10 * FIVE_MINUTES;
// A first batch, stored before anything is measured: the instance's first one finds partitions and caches cold.
await goodClient.publishAsync(
  gatewayMqttTopics.telemetry(good.homeId),
  batchAt(good.radiatorIds, window),
  signed(good.key),
);
while ((await storedOf(window - 1, window)) < 1) await new Promise((resolve) => setTimeout(resolve, 50));
window -= 60_000;

const results: Record<string, unknown>[] = [];
for (const [name, make] of Object.entries(floods)) {
  const counts = await db.query(`SELECT count(*) FROM radiator_readings WHERE home_id = $1`, [noisy.homeId]);
  const noisyBefore = Number(counts.rows[0].count);
  const flooding = make && (await flood(make));
  // The well-behaved gateway: a batch, and the next once it is stored (each a minute before the last).
  const latencies: number[] = [];
  const started = performance.now();
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const at = window;
    window -= 60_000;
    const sent = performance.now();
    await goodClient.publishAsync(
      gatewayMqttTopics.telemetry(good.homeId),
      batchAt(good.radiatorIds, at),
      signed(good.key),
    );
    while ((await storedOf(at - 1, at)) < 1 && performance.now() - sent < TIMEOUT_MS)
      await new Promise((resolve) => setTimeout(resolve, 5));
    if (performance.now() - sent < TIMEOUT_MS) latencies.push(performance.now() - sent);
  }
  const ms = performance.now() - started;
  const stored = latencies.length;
  const floodSent = (await flooding?.stop()) ?? 0;
  const after = await db.query(`SELECT count(*) FROM radiator_readings WHERE home_id = $1`, [noisy.homeId]);
  const result = {
    flood: name,
    goodBatchesPerSecond: round((stored / ms) * 1000),
    goodStored: `${stored}/${BATCHES}`,
    goodStoredMsP50: round(percentile(latencies, 0.5)),
    goodStoredMsP95: round(percentile(latencies, 0.95)),
    floodMessagesPerSecond: round((floodSent / ms) * 1000),
    floodReadingsStored: Number(after.rows[0].count) - noisyBefore,
  };
  step(JSON.stringify(result));
  results.push(result);
}

await goodClient.endAsync();
await radiant.stop();
await db.end();
await broker.stop();
await database.drop();
process.stdout.write(`${JSON.stringify({ suite: 'mqtt-flood', batches: BATCHES, results }, null, 2)}\n`);
