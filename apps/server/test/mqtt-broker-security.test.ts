import {
  deviceKeyOperations,
  GATEWAY_KEY_PROPERTY,
  gatewayMqttTopics,
  gatewayMqttUsername,
  MINUTE_MS,
  TELEMETRY_MAX_BYTES,
} from '@radiant/contract';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createGatewayHome, reading } from './support/gateways.ts';
import { startRadiantBroker } from './support/mosquitto.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

// A real Mosquitto with Radiant's configuration (deploy/mosquitto), its accounts kept by the server.
const broker = await startRadiantBroker();
const { app, database } = await createTestApp({
  MQTT_URL: broker.url,
  MQTT_DYNSEC: '1',
  DATABASE_POOL_SIZE: '1',
});
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

const clients: MqttClient[] = [];
afterAll(() => Promise.all(clients.map((client) => client.endAsync(true))));
const connect = async (options: IClientOptions) => {
  const client = await mqtt.connectAsync(broker.gatewayUrl, {
    protocolVersion: 5,
    reconnectPeriod: 0,
    ...options,
  });
  clients.push(client);
  return client;
};
/** The reason the broker refused a connection, or 'connected'. */
const refusalOf = (options: IClientOptions) =>
  connect(options).then(
    () => 'connected',
    (error: { code?: number }) => error.code,
  );

type GatewayHome = Awaited<ReturnType<typeof createGatewayHome>>;
const signInAs = (home: GatewayHome) =>
  connect({ username: gatewayMqttUsername(home.keyId), password: home.key });

/** Radiant's own account, listening to every home's topics: what it never hears, no one did. */
const spy = await mqtt.connectAsync(broker.url, { protocolVersion: 5, reconnectPeriod: 0 });
clients.push(spy);
const heard: { topic: string; payload: string }[] = [];
spy.on('message', (topic, payload) => heard.push({ topic, payload: payload.toString() }));
await spy.subscribeAsync('radiant/homes/#', { qos: 1 });

/** Publishes `text` to the gateway's own telemetry, which it may, and waits until the spy hears it. */
async function sentinel(gateway: MqttClient, home: GatewayHome) {
  const text = `sentinel ${Math.random()}`;
  await gateway.publishAsync(gatewayMqttTopics.telemetry(home.home.id), text, { qos: 1 });
  await vi.waitFor(() => expect(heard.some((message) => message.payload === text)).toBe(true));
}

/** What the broker answered each subscription: 1 granted (QoS 1), 0x87 not authorised. */
const grantsOf = (client: MqttClient, topics: string[]) =>
  client.subscribeAsync(topics, { qos: 1 }).then(
    (granted) => granted.map((grant) => grant.qos),
    (error: { packet?: { granted?: number[] } }) => error.packet?.granted,
  );

/** The reason code of a QoS 1 publish: 0 taken, 0x87 not authorised. */
const publishCode = (client: MqttClient, topic: string, payload: string) =>
  client.publishAsync(topic, payload, { qos: 1 }).then(
    () => 0,
    (error: { code?: number }) => error.code,
  );

describe('the broker with Radiant’s configuration', () => {
  it('refuses anonymous clients and wrong passwords', async () => {
    expect(await refusalOf({})).toBe(0x87);
    expect(await refusalOf({ protocolVersion: 4 })).toBe(5);
    const home = await createGatewayHome(app, database, token);
    expect(await refusalOf({ username: gatewayMqttUsername(home.keyId), password: 'rdk_guess' })).toBe(0x87);
  });

  it('answers a new key with its gateway’s account, which signs in and reports', async () => {
    const home = await createGatewayHome(app, database, token);
    const created = await send(deviceKeyOperations.create, {
      params: { id: home.home.id },
      body: { label: 'Second gateway' },
    });
    const { key, mqtt: account } = created.json().data;
    expect(account).toEqual({
      username: gatewayMqttUsername(created.json().data.device_key.id),
      publish: [gatewayMqttTopics.telemetry(home.home.id), gatewayMqttTopics.ack(home.home.id)],
      subscribe: [gatewayMqttTopics.commands(home.home.id)],
    });
    const gateway = await connect({ username: account.username, password: key });
    const before = app.mqttBridge?.counts.telemetry ?? 0;
    const [radiator] = home.radiators;
    await gateway.publishAsync(
      gatewayMqttTopics.telemetry(home.home.id),
      JSON.stringify({ readings: [reading(radiator?.id ?? 0, new Date(Date.now() - MINUTE_MS))] }),
      { qos: 1, properties: { userProperties: { [GATEWAY_KEY_PROPERTY]: key } } },
    );
    await vi.waitFor(() => expect(app.mqttBridge?.counts.telemetry).toBe(before + 1));
  });

  it('keeps a gateway to its own home’s topics', async () => {
    const own = await createGatewayHome(app, database, token);
    const other = await createGatewayHome(app, database, token);
    const gateway = await signInAs(own);
    expect(
      await grantsOf(gateway, [
        gatewayMqttTopics.commands(own.home.id),
        gatewayMqttTopics.commands(other.home.id),
        gatewayMqttTopics.telemetry(other.home.id),
        'radiant/homes/+/telemetry',
        '#',
        `$share/radiant/${gatewayMqttTopics.telemetry('+')}`,
        `$share/radiant/${gatewayMqttTopics.telemetry(own.home.id)}`,
        `$share/radiant/${gatewayMqttTopics.ack('+')}`,
      ]),
    ).toEqual([1, 0x87, 0x87, 0x87, 0x87, 0x87, 0x87, 0x87]);

    const forged = `forged ${Math.random()}`;
    expect(await publishCode(gateway, gatewayMqttTopics.telemetry(other.home.id), forged)).toBe(0x87);
    expect(await publishCode(gateway, gatewayMqttTopics.ack(other.home.id), forged)).toBe(0x87);
    await sentinel(gateway, own);
    expect(heard.filter((message) => message.payload === forged)).toEqual([]);
  });

  it('lets no gateway publish a command, to its own home or any other', async () => {
    const own = await createGatewayHome(app, database, token);
    const other = await createGatewayHome(app, database, token);
    const gateway = await signInAs(own);
    const victim = await signInAs(other);
    const received: string[] = [];
    victim.on('message', (_topic, payload) => received.push(payload.toString()));
    expect(await grantsOf(victim, [gatewayMqttTopics.commands(other.home.id)])).toEqual([1]);
    const forged = JSON.stringify({ commands: [{ id: 1, radiator_id: 1, mode: 'off' }] });
    for (const home of [own, other])
      expect(await publishCode(gateway, gatewayMqttTopics.commands(home.home.id), forged)).toBe(0x87);
    await sentinel(gateway, own);
    expect(heard.filter((message) => message.topic.endsWith('/commands'))).toEqual([]);
    expect(received).toEqual([]);
  });

  it('lets no gateway drive the broker’s accounts', async () => {
    const home = await createGatewayHome(app, database, token);
    const gateway = await signInAs(home);
    const takeover = JSON.stringify({
      commands: [{ command: 'createClient', username: 'intruder', password: 'intruder-password' }],
    });
    expect(await publishCode(gateway, '$CONTROL/dynamic-security/v1', takeover)).toBe(0x87);
    expect(await grantsOf(gateway, ['$CONTROL/dynamic-security/#', '$SYS/#'])).toEqual([0x87, 0x87]);
    expect(await refusalOf({ username: 'intruder', password: 'intruder-password' })).toBe(0x87);
  });

  it('refuses a message over 2 MiB before Radiant reads it', async () => {
    const home = await createGatewayHome(app, database, token);
    const gateway = await signInAs(home);
    const oversize = ' '.repeat(TELEMETRY_MAX_BYTES + 1);
    await gateway.publishAsync(gatewayMqttTopics.telemetry(home.home.id), oversize, { qos: 0 });
    await sentinel(gateway, home);
    expect(heard.some((message) => message.payload.length > TELEMETRY_MAX_BYTES)).toBe(false);
    expect(app.mqttBridge?.counts.oversize).toBe(0);
  });

  it('disconnects a revoked key’s gateway at once and refuses it from then on', async () => {
    const home = await createGatewayHome(app, database, token);
    const gateway = await signInAs(home);
    const closed = new Promise<void>((resolve) => gateway.once('close', () => resolve()));
    const revoked = await send(deviceKeyOperations.revoke, { params: { id: home.keyId } });
    expect(revoked.statusCode).toBe(200);
    await closed;
    expect(await refusalOf({ username: gatewayMqttUsername(home.keyId), password: home.key })).toBe(0x87);
  });

  it('follows a key revoked behind its back (another instance, SQL) through the change feed', async () => {
    const home = await createGatewayHome(app, database, token);
    const gateway = await signInAs(home);
    const closed = new Promise<void>((resolve) => gateway.once('close', () => resolve()));
    await database.rawTransaction((sql) =>
      sql.query('UPDATE device_keys SET revoked_at = now() WHERE id = $1', [home.keyId]),
    );
    await closed;
    expect(await refusalOf({ username: gatewayMqttUsername(home.keyId), password: home.key })).toBe(0x87);
  });
});
