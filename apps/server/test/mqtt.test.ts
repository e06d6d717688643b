import {
  type Command,
  commandOperations,
  GATEWAY_KEY_PROPERTY,
  gatewayMqttTopics,
  MINUTE_MS,
  TELEMETRY_MAX_BYTES,
} from '@radiant/contract';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createGatewayHome, reading } from './support/gateways.ts';
import { startMosquitto } from './support/mosquitto.ts';
import {
  callerAs,
  createLoggedInAccount,
  createTestApp,
  startApp,
  type TestApp,
} from './support/test-app.ts';

const MQTT_URL = await startMosquitto();
// An instance subscribes with twice its pool's connections: two each here, so that ten messages shared in turn
// between the two instances' connections reach both.
const ONE_CONNECTION = { MQTT_URL, DATABASE_POOL_SIZE: '1' };
const { app, database } = await createTestApp(ONE_CONNECTION);
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

// A gateway's side of the broker.
const gateway = await mqtt.connectAsync(MQTT_URL, { protocolVersion: 5 });
afterAll(() => gateway.endAsync());

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));
const storedReadings = async (homeId: number) =>
  (
    await raw<{ n: number }>('SELECT count(*)::int AS n FROM radiator_readings WHERE home_id = $1', [homeId])
  )[0]?.n;
const countsOf = (on: TestApp) => {
  if (!on.mqttBridge) throw new Error('The bridge runs with MQTT_URL set.');
  return on.mqttBridge.counts;
};

const publish = (topic: string, body: object) =>
  gateway.publishAsync(topic, JSON.stringify(body), { qos: 1 });
/** Publishes with the key as the message's user property, as gateways on MQTT 5 do. */
const publishSigned = (topic: string, payload: string, key: string) =>
  gateway.publishAsync(topic, payload, {
    qos: 1,
    properties: { userProperties: { [GATEWAY_KEY_PROPERTY]: key } },
  });

/** A batch of three readings of the home's first radiator, the last a minute ago. */
function batchOf(home: Awaited<ReturnType<typeof createGatewayHome>>, key = home.key) {
  const [radiator] = home.radiators;
  if (!radiator) throw new Error('The home has a radiator.');
  const end = Date.now() - MINUTE_MS;
  return {
    device_key: key,
    readings: [0, 1, 2].map((step) => reading(radiator.id, new Date(end - step * 5 * MINUTE_MS))),
  };
}

describe('telemetry over MQTT', () => {
  it('is stored once when the broker delivers it twice', async () => {
    const home = await createGatewayHome(app, database, token);
    const before = countsOf(app).telemetry;
    const batch = batchOf(home);
    await publish(gatewayMqttTopics.telemetry(home.home.id), batch);
    await publish(gatewayMqttTopics.telemetry(home.home.id), batch);
    await vi.waitFor(() => expect(countsOf(app).telemetry).toBe(before + 2));
    expect(await storedReadings(home.home.id)).toBe(3);
    const [key] = await raw<{ last_used_via: string }>(
      'SELECT last_used_via FROM device_keys WHERE id = $1',
      [home.keyId],
    );
    expect(key?.last_used_via).toBe('mqtt');
  });

  it("refuses and counts a wrong key, a revoked one and another home's, storing nothing", async () => {
    const home = await createGatewayHome(app, database, token);
    const other = await createGatewayHome(app, database, token);
    await raw('UPDATE device_keys SET revoked_at = now() WHERE id = $1', [other.keyId]);
    const neighbour = await createGatewayHome(app, database, token);
    const before = countsOf(app).refused;
    await publish(gatewayMqttTopics.telemetry(home.home.id), batchOf(home, 'rdk_wrong'));
    await publish(gatewayMqttTopics.telemetry(other.home.id), batchOf(other));
    await publish(gatewayMqttTopics.telemetry(home.home.id), batchOf(home, neighbour.key));
    await vi.waitFor(() => expect(countsOf(app).refused).toBe(before + 3));
    expect(await storedReadings(home.home.id)).toBe(0);
    expect(await storedReadings(other.home.id)).toBe(0);
  });

  it('counts a message that is not a batch as invalid', async () => {
    const home = await createGatewayHome(app, database, token);
    const before = countsOf(app).invalid;
    await gateway.publishAsync(gatewayMqttTopics.telemetry(home.home.id), 'not json', { qos: 1 });
    await publish(gatewayMqttTopics.telemetry(home.home.id), {
      device_key: home.key,
      readings: [{ radiator_id: 'x' }],
    });
    await vi.waitFor(() => expect(countsOf(app).invalid).toBe(before + 2));
  });
});

describe('bounded MQTT input', () => {
  it('takes the key from the message property, with the batch alone as the body', async () => {
    const home = await createGatewayHome(app, database, token);
    const before = countsOf(app).telemetry;
    const { device_key: _, ...batch } = batchOf(home);
    await publishSigned(gatewayMqttTopics.telemetry(home.home.id), JSON.stringify(batch), home.key);
    await vi.waitFor(() => expect(countsOf(app).telemetry).toBe(before + 1));
    expect(await storedReadings(home.home.id)).toBe(3);
  });

  it('refuses a message signed with an unknown key before reading its body', async () => {
    const home = await createGatewayHome(app, database, token);
    const before = { ...countsOf(app) };
    await publishSigned(gatewayMqttTopics.telemetry(home.home.id), 'not json', 'rdk_made_up');
    await vi.waitFor(() => expect(countsOf(app).refused).toBe(before.refused + 1));
    // Not parsed, so not counted as invalid.
    expect(countsOf(app).invalid).toBe(before.invalid);
  });

  it('drops a message larger than an HTTP batch may be, and goes on serving the others', async () => {
    const home = await createGatewayHome(app, database, token);
    const other = await createGatewayHome(app, database, token);
    const before = { ...countsOf(app) };
    // A valid batch padded with spaces (still valid JSON): stored, were its size not checked.
    const batch = JSON.stringify(batchOf(home));
    const justOver = batch.padEnd(TELEMETRY_MAX_BYTES + 1, ' ');
    await gateway.publishAsync(gatewayMqttTopics.telemetry(home.home.id), justOver, { qos: 1 });
    await vi.waitFor(() => expect(countsOf(app).oversize).toBe(before.oversize + 1));
    // Far over: the broker does not even send it to Radiant, which asked for packets no larger.
    const farOver = batch.padEnd(3 * TELEMETRY_MAX_BYTES, ' ');
    await gateway.publishAsync(gatewayMqttTopics.telemetry(home.home.id), farOver, { qos: 1 });
    await publish(gatewayMqttTopics.telemetry(other.home.id), batchOf(other));
    await vi.waitFor(() => expect(countsOf(app).telemetry).toBe(before.telemetry + 1));
    expect(await storedReadings(other.home.id)).toBe(3);
    expect(await storedReadings(home.home.id)).toBe(0);
  });

  it('looks an unknown key up in the database once, however often it is sent', async () => {
    const home = await createGatewayHome(app, database, token);
    const topic = gatewayMqttTopics.telemetry(home.home.id);
    const lookups = app.findDevice.counts.databaseLookups;
    const before = countsOf(app).refused;
    const flood = 100;
    const made = ['rdk_flood_a', 'rdk_flood_b'];
    await Promise.all(
      Array.from({ length: flood }, (_, index) => {
        const key = made[index % made.length] as string;
        // Half as a property, half in the body: both forms are remembered.
        return index % 4 < 2 ? publishSigned(topic, '{}', key) : publish(topic, batchOf(home, key));
      }),
    );
    await vi.waitFor(() => expect(countsOf(app).refused).toBe(before + flood));
    // Two connections may each look a key up before either remembers it.
    const looked = app.findDevice.counts.databaseLookups - lookups;
    expect(looked).toBeGreaterThanOrEqual(made.length);
    expect(looked).toBeLessThanOrEqual(2 * made.length);
    expect(await storedReadings(home.home.id)).toBe(0);
  });
});

describe('a flooding gateway', () => {
  it('has its messages dropped unread beyond its budget, and the others are still served', async () => {
    const noisy = await createGatewayHome(app, database, token);
    const quiet = await createGatewayHome(app, database, token);
    const before = { ...countsOf(app) };
    // More than two minutes' budget (1,200 a minute): however the minute falls, some are over it.
    const flood = 2500;
    const topic = gatewayMqttTopics.telemetry(noisy.home.id);
    for (let first = 0; first < flood; first += 500)
      await Promise.all(Array.from({ length: 500 }, () => publishSigned(topic, 'not json', 'rdk_flooding')));
    await publish(gatewayMqttTopics.telemetry(quiet.home.id), batchOf(quiet));
    await vi.waitFor(() => expect(countsOf(app).telemetry).toBe(before.telemetry + 1));
    expect(await storedReadings(quiet.home.id)).toBe(3);
    await vi.waitFor(() =>
      expect(countsOf(app).refused + countsOf(app).throttled).toBe(before.refused + before.throttled + flood),
    );
    expect(countsOf(app).throttled - before.throttled).toBeGreaterThanOrEqual(flood - 2 * 1200);
    expect(countsOf(app).invalid).toBe(before.invalid);
  });
});

describe('commands over MQTT', () => {
  it('reach a gateway on its commands topic and are confirmed on its ack topic', async () => {
    const home = await createGatewayHome(app, database, token);
    // The gateway reports over MQTT first: Radiant then knows to send its changes there.
    const before = countsOf(app).telemetry;
    await publish(gatewayMqttTopics.telemetry(home.home.id), batchOf(home));
    await vi.waitFor(() => expect(countsOf(app).telemetry).toBe(before + 1));

    const received = new Promise<{ commands: { id: number; mode: string }[] }>((resolve) => {
      gateway.on('message', (topic, payload) => {
        if (topic === gatewayMqttTopics.commands(home.home.id)) resolve(JSON.parse(payload.toString()));
      });
    });
    await gateway.subscribeAsync(gatewayMqttTopics.commands(home.home.id), { qos: 1 });
    const created = await send(commandOperations.create, {
      body: { target: { home_ids: [home.home.id] }, change: { mode: 'frost' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const command: Command = created.json().data.command;
    const { commands } = await received;
    expect(commands.map((change) => change.mode)).toEqual(['frost', 'frost']);

    await publish(gatewayMqttTopics.ack(home.home.id), {
      device_key: home.key,
      acks: commands.map((change) => ({ id: change.id, applied: true })),
    });
    await vi.waitFor(async () => {
      const detail = await send(commandOperations.get, { params: { id: command.id } });
      expect(detail.json().data.command.counts).toMatchObject({ applied: 2, delivered: 0, pending: 0 });
    });
  });
});

describe('two instances', () => {
  it('share the gateways’ messages through the shared subscription', async () => {
    const second = await startApp(database, ONE_CONNECTION);
    try {
      const homes = await Promise.all(
        Array.from({ length: 10 }, () => createGatewayHome(app, database, token)),
      );
      const before = countsOf(app).telemetry + countsOf(second).telemetry;
      const secondBefore = countsOf(second).telemetry;
      for (const home of homes) await publish(gatewayMqttTopics.telemetry(home.home.id), batchOf(home));
      await vi.waitFor(() =>
        expect(countsOf(app).telemetry + countsOf(second).telemetry).toBe(before + homes.length),
      );
      expect(countsOf(second).telemetry).toBeGreaterThan(secondBefore);
      expect(countsOf(app).telemetry + countsOf(second).telemetry - before).toBe(homes.length);
      for (const home of homes) expect(await storedReadings(home.home.id)).toBe(3);
    } finally {
      await second.close();
    }
  });
});
