import {
  BROKER_SECRET_HEADER,
  deviceKeyOperations,
  gatewayMqttTopics,
  gatewayMqttUsername,
  mqttBrokerOperations,
} from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { createGatewayHome } from './support/gateways.ts';
import { startMosquitto } from './support/mosquitto.ts';
import { callerAs, callOperation, createLoggedInAccount, createTestApp } from './support/test-app.ts';

// As EMQX 5's HTTP authenticator and authorizer call Radiant: the fields its request templates send, the secret
// header its `headers` setting adds.
const SECRET = 'a-secret-shared-with-the-broker-0123456789';
const RADIANT = { username: 'radiant', password: 'radiant-broker-password' };
// Radiant's own account is MQTT_URL's (an anonymous test broker takes any).
const brokerUrl = new URL(await startMosquitto());
brokerUrl.username = RADIANT.username;
brokerUrl.password = RADIANT.password;
const { app, database } = await createTestApp({ MQTT_BROKER_SECRET: SECRET, MQTT_URL: brokerUrl.href });
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

const asBroker = (body: object, secret = SECRET) => ({ body, headers: { [BROKER_SECRET_HEADER]: secret } });
const signIn = async (body: object, secret?: string) =>
  (await callOperation(app, mqttBrokerOperations.authenticate, asBroker(body, secret))).json();
const mayDo = async (username: string, action: string, topic: string) =>
  (
    await callOperation(
      app,
      mqttBrokerOperations.authorize,
      asBroker({ username, action, topic, clientid: 'c1', peerhost: '10.0.0.7', qos: 1 }),
    )
  ).json().result;

describe('the broker’s authentication hook', () => {
  it('lets a gateway in with its key’s account and key, and nobody with another’s', async () => {
    const home = await createGatewayHome(app, database, token);
    const other = await createGatewayHome(app, database, token);
    const username = gatewayMqttUsername(home.keyId);
    expect(await signIn({ username, password: home.key, clientid: 'gw', peerhost: '10.0.0.7' })).toEqual({
      result: 'allow',
      is_superuser: false,
    });
    expect((await signIn({ username, password: other.key })).result).toBe('deny');
    expect((await signIn({ username, password: 'rdk_guess' })).result).toBe('deny');
    expect((await signIn({ username: 'anyone', password: home.key })).result).toBe('deny');
    expect((await signIn({})).result).toBe('deny');
  });

  it('lets Radiant in as a superuser with its own password only', async () => {
    expect(await signIn(RADIANT)).toEqual({ result: 'allow', is_superuser: true });
    expect((await signIn({ ...RADIANT, password: 'guess' })).result).toBe('deny');
  });

  it('refuses a revoked key', async () => {
    const home = await createGatewayHome(app, database, token);
    await send(deviceKeyOperations.revoke, { params: { id: home.keyId } });
    const answer = await signIn({ username: gatewayMqttUsername(home.keyId), password: home.key });
    expect(answer.result).toBe('deny');
  });

  it('answers 401 without the shared secret, which EMQX takes as no answer', async () => {
    const home = await createGatewayHome(app, database, token);
    const body = { username: gatewayMqttUsername(home.keyId), password: home.key };
    for (const headers of [{}, { [BROKER_SECRET_HEADER]: 'wrong' }] as Record<string, string>[]) {
      const response = await callOperation(app, mqttBrokerOperations.authenticate, { body, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().result).toBeUndefined();
    }
  });
});

describe('the broker’s authorization hook', () => {
  it('keeps a gateway to its own home’s topics', async () => {
    const home = await createGatewayHome(app, database, token);
    const other = await createGatewayHome(app, database, token);
    const gateway = gatewayMqttUsername(home.keyId);
    const id = home.home.id;
    expect(await mayDo(gateway, 'publish', gatewayMqttTopics.telemetry(id))).toBe('allow');
    expect(await mayDo(gateway, 'publish', gatewayMqttTopics.ack(id))).toBe('allow');
    expect(await mayDo(gateway, 'subscribe', gatewayMqttTopics.commands(id))).toBe('allow');
    for (const [action, topic] of [
      ['publish', gatewayMqttTopics.commands(id)],
      ['publish', gatewayMqttTopics.commands(other.home.id)],
      ['publish', gatewayMqttTopics.telemetry(other.home.id)],
      ['subscribe', gatewayMqttTopics.commands(other.home.id)],
      ['subscribe', gatewayMqttTopics.telemetry(id)],
      ['subscribe', 'radiant/homes/+/telemetry'],
      ['subscribe', '#'],
      ['subscribe', `$share/radiant/${gatewayMqttTopics.telemetry('+')}`],
    ] as const) {
      expect(await mayDo(gateway, action, topic), `${action} ${topic}`).toBe('deny');
    }
  });

  it('denies a revoked key’s account everything, and lets Radiant do all', async () => {
    const home = await createGatewayHome(app, database, token);
    await send(deviceKeyOperations.revoke, { params: { id: home.keyId } });
    const topic = gatewayMqttTopics.telemetry(home.home.id);
    expect(await mayDo(gatewayMqttUsername(home.keyId), 'publish', topic)).toBe('deny');
    expect(await mayDo('stranger', 'publish', topic)).toBe('deny');
    expect(
      await mayDo(RADIANT.username, 'subscribe', `$share/radiant/${gatewayMqttTopics.telemetry('+')}`),
    ).toBe('allow');
  });
});
