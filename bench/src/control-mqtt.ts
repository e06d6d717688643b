// The MQTT half of `npm run bench -- control`: gateways connected through the broker, a command delivered to
// them, and telemetry through the broker against the same batches over HTTP, two instances splitting the load.
import { gatewayMqttTopics } from '@radiant/contract';
import mqtt, { type MqttClient } from 'mqtt';
import type pg from 'pg';
import { percentile, round } from './load.ts';

const FIVE_MINUTES = 5 * 60_000;
const step = (text: string) => process.stderr.write(`${text}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BenchGateway {
  homeId: number;
  key: string;
  radiatorIds: number[];
}

/** A batch of one 5-minute reading of each of the home's radiators, ending at `atMs`. */
export const batchOf = (gateway: Pick<BenchGateway, 'radiatorIds'>, atMs: number) => ({
  readings: gateway.radiatorIds.map((radiatorId) => ({
    radiator_id: radiatorId,
    at: new Date(atMs).toISOString(),
    interval_s: 300,
    room_c: 19.5,
    setpoint_c: 20,
    output_pct: 40,
    energy_wh: 60,
  })),
});

/** Waits until `count` answers at least `expected`; answers how long that took. */
async function until(count: () => Promise<number>, expected: number, timeoutMs = 120_000) {
  const started = performance.now();
  while ((await count()) < expected) {
    if (performance.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${expected}`);
    await sleep(50);
  }
  return performance.now() - started;
}

/**
 * Connects each gateway to the broker (in lots, as a fleet coming online would) with its account (`usernames`,
 * the key as password), subscribed to its changes.
 */
export async function connectGateways(brokerUrl: string, gateways: BenchGateway[], usernames: string[]) {
  const clients: MqttClient[] = [];
  const started = performance.now();
  for (let first = 0; first < gateways.length; first += 500) {
    const lot = gateways.slice(first, first + 500);
    clients.push(
      ...(await Promise.all(
        lot.map(async (gateway, index) => {
          const client = await mqtt.connectAsync(brokerUrl, {
            protocolVersion: 5,
            clientId: `bench-gateway-${gateway.homeId}`,
            reconnectPeriod: 0,
            username: usernames[first + index],
            password: gateway.key,
          });
          await client.subscribeAsync(gatewayMqttTopics.commands(gateway.homeId), { qos: 1 });
          return client;
        }),
      )),
    );
  }
  return { clients, connectMs: performance.now() - started };
}

/**
 * Every gateway reports once through the broker (so Radiant sends its changes that way), then `send` makes a
 * command to all their homes; measures when each gateway receives its changes and confirms them.
 */
export async function mqttDelivery(
  db: pg.Client,
  gateways: BenchGateway[],
  clients: MqttClient[],
  send: () => Promise<{ ms: number; radiators: number }>,
) {
  const atMs = Math.floor(Date.now() / FIVE_MINUTES) * FIVE_MINUTES - FIVE_MINUTES;
  const viaMqtt = async () =>
    Number(
      (
        await db.query(
          `SELECT count(*) FROM device_keys WHERE label = 'bench gateway' AND last_used_via = 'mqtt'`,
        )
      ).rows[0].count,
    );
  // A thousand at a time: a fleet's gateways report minutes apart, not all in one second.
  for (let first = 0; first < gateways.length; first += 1000) {
    await Promise.all(
      gateways
        .slice(first, first + 1000)
        .map((gateway, index) =>
          clients[first + index]?.publishAsync(
            gatewayMqttTopics.telemetry(gateway.homeId),
            JSON.stringify({ ...batchOf(gateway, atMs), device_key: gateway.key }),
            { qos: 1 },
          ),
        ),
    );
    await until(viaMqtt, Math.min(first + 1000, gateways.length));
  }

  let sentAt = 0;
  const receivedMs: number[] = [];
  const received = gateways.map(
    (gateway, index) =>
      new Promise<void>((resolve) => {
        const client = clients[index];
        client?.on('message', (_topic, payload) => {
          receivedMs.push(performance.now() - sentAt);
          const { commands } = JSON.parse(payload.toString()) as { commands: { id: number }[] };
          const acks = commands.map((change) => ({ id: change.id, applied: true }));
          void client.publishAsync(
            gatewayMqttTopics.ack(gateway.homeId),
            JSON.stringify({ device_key: gateway.key, acks }),
            { qos: 1 },
          );
          resolve();
        });
      }),
  );
  step(`  sending a command to the ${gateways.length} MQTT gateways' homes`);
  sentAt = performance.now();
  const created = await send();
  await Promise.race([Promise.all(received), sleep(60_000)]);
  return {
    createdMs: created.ms,
    radiators: created.radiators,
    p95: percentile(receivedMs, 0.95),
    p50: percentile(receivedMs, 0.5),
    received: receivedMs.length,
  };
}

/**
 * The same number of batches (each gateway `perGateway` of them, every radiator's reading of one step) over
 * HTTP, each gateway to one of `instances` in turn, then through the broker; batches stored per second each way.
 */
export async function telemetryThroughput(
  db: pg.Client,
  gateways: BenchGateway[],
  clients: MqttClient[],
  instances: string[],
  perGateway: number,
) {
  const firstMs = Math.floor(Date.now() / FIVE_MINUTES) * FIVE_MINUTES - 2 * FIVE_MINUTES;
  const readings = gateways.reduce((sum, gateway) => sum + gateway.radiatorIds.length, 0) * perGateway;
  // Counted by the readings' key (radiator, time), so that counting costs the instances next to nothing.
  const radiatorIds = gateways.flatMap((gateway) => gateway.radiatorIds);
  const storedBetween = async (fromMs: number, toMs: number) =>
    Number(
      (
        await db.query(
          'SELECT count(*) FROM radiator_readings WHERE radiator_id = ANY($1::int[]) AND at > $2 AND at <= $3',
          [radiatorIds, new Date(fromMs), new Date(toMs)],
        )
      ).rows[0].count,
    );

  // HTTP: batches at the steps before firstMs, each gateway one after another, to instance i % n.
  const httpTo = firstMs;
  const httpFrom = httpTo - perGateway * FIVE_MINUTES;
  let started = performance.now();
  await Promise.all(
    gateways.map(async (gateway, index) => {
      const url = `${instances[index % instances.length]}/v1/telemetry`;
      for (let batch = 0; batch < perGateway; batch += 1) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Device ${gateway.key}`, 'content-type': 'application/json' },
          body: JSON.stringify(batchOf(gateway, httpTo - batch * FIVE_MINUTES)),
        });
        if (!response.ok) throw new Error(`telemetry answered ${response.status}`);
        await response.arrayBuffer();
      }
    }),
  );
  const httpMs = performance.now() - started;
  const httpStored = await storedBetween(httpFrom, httpTo);

  // MQTT: the steps before those, published at QoS 1; stored when the rows are there.
  const mqttTo = httpFrom;
  const mqttFrom = mqttTo - perGateway * FIVE_MINUTES;
  started = performance.now();
  await Promise.all(
    gateways.map(async (gateway, index) => {
      for (let batch = 0; batch < perGateway; batch += 1) {
        await clients[index]?.publishAsync(
          gatewayMqttTopics.telemetry(gateway.homeId),
          JSON.stringify({ ...batchOf(gateway, mqttTo - batch * FIVE_MINUTES), device_key: gateway.key }),
          { qos: 1 },
        );
      }
    }),
  );
  await until(() => storedBetween(mqttFrom, mqttTo), readings);
  const mqttMs = performance.now() - started;
  const batches = gateways.length * perGateway;
  return {
    batches,
    readings,
    httpPerSecond: round((batches / httpMs) * 1000),
    httpStored,
    mqttPerSecond: round((batches / mqttMs) * 1000),
  };
}
