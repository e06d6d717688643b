import { randomBytes } from 'node:crypto';
import {
  type GatewayAck,
  type GatewayCommand,
  MINUTE_MS,
  gatewayMqttTopics as mqttTopics,
  ZGatewayAck,
} from '@radiant/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { confirmChanges, takeChanges, takeCommandForMqtt } from '../commands/gateway.ts';
import { COMMAND_CHANNEL } from '../commands/repository.ts';
import { readGatewayBatch } from '../telemetry/batch.ts';
import { ingestTelemetry } from '../telemetry/service.ts';

/** Every instance subscribes in this group: the broker hands each message to one of them. */
const SHARE_GROUP = 'radiant';
const TOPIC = /^radiant\/homes\/([0-9]{1,10})\/(telemetry|commands\/ack)$/;

const ZKeyed = z.object({ device_key: z.string().min(1).max(200) });
const ZAckMessage = ZKeyed.extend({ acks: z.array(ZGatewayAck).min(1).max(5000) });

/** What the bridge has handled since start, for /healthz and the logs. */
interface MqttCounts {
  telemetry: number;
  acks: number;
  /** Messages with a wrong or revoked key, or a key of another home than the topic's: never stored. */
  refused: number;
  /** Messages that were not JSON or not a valid batch or confirmation. */
  invalid: number;
}

function createBridge(app: FastifyInstance, url: string) {
  const counts: MqttCounts = { telemetry: 0, acks: 0, refused: 0, invalid: 0 };
  let clients: MqttClient[] = [];
  let unlisten: (() => Promise<void>) | undefined;
  let summary: NodeJS.Timeout | undefined;
  const { database, log } = app;

  const publish = (homeId: number, commands: GatewayCommand[]) =>
    clients[0]?.publishAsync(mqttTopics.commands(homeId), JSON.stringify({ commands }), { qos: 1 });

  /** The device of a message's key, when it is a live key of the topic's home. */
  async function deviceFor(homeId: number, key: string) {
    const device = await app.findDevice(key);
    return device?.homeId === homeId ? device : undefined;
  }

  async function onTelemetry(homeId: number, body: Record<string, unknown>) {
    const { device_key: key, ...batch } = body;
    const device = await deviceFor(homeId, ZKeyed.parse({ device_key: key }).device_key);
    if (!device) {
      counts.refused += 1;
      return;
    }
    const result = await ingestTelemetry(database, device, readGatewayBatch(batch), 'mqtt');
    counts.telemetry += 1;
    // A gateway back from offline gets what waited for it.
    if (result.commands_waiting > 0) {
      const changes = await database.rawTransaction((sql) => takeChanges(sql, homeId));
      if (changes.length > 0) await publish(homeId, changes);
    }
  }

  async function onAck(homeId: number, body: unknown) {
    const message = ZAckMessage.parse(body);
    const device = await deviceFor(homeId, message.device_key);
    if (!device) {
      counts.refused += 1;
      return;
    }
    await database.rawTransaction((sql) => confirmChanges(sql, homeId, message.acks as GatewayAck[]));
    counts.acks += 1;
  }

  /** Handles one message; the broker's acknowledgement waits for it, so a message stored is never lost. */
  async function onMessage(packet: IPublishPacket) {
    const match = TOPIC.exec(packet.topic);
    if (!match) return;
    const homeId = Number(match[1]);
    try {
      const body = JSON.parse(packet.payload.toString());
      if (typeof body !== 'object' || body === null) throw new SyntaxError('not an object');
      if (match[2] === 'telemetry') await onTelemetry(homeId, body);
      else await onAck(homeId, body);
    } catch (error) {
      if (error instanceof SyntaxError || error instanceof z.ZodError || error instanceof AppError) {
        counts.invalid += 1;
        log.debug({ topic: packet.topic }, 'an MQTT message was not a valid batch or confirmation');
      } else {
        // Not acknowledged by throwing would stop the client; the broker redelivers it on reconnection.
        log.warn({ err: error, topic: packet.topic }, 'an MQTT message could not be stored');
      }
    }
  }

  /** A new command: this instance sends the changes for MQTT gateways that no other instance took first. */
  async function onCommand(payload: string) {
    try {
      const byHome = await database.rawTransaction((sql) => takeCommandForMqtt(sql, Number(payload)));
      await Promise.all([...byHome].map(([homeId, changes]) => publish(homeId, changes)));
    } catch (error) {
      log.warn(
        { err: error },
        'could not publish a command to MQTT gateways; they get it with their next batch',
      );
    }
  }

  return {
    counts,
    connected: () => clients.length > 0 && clients.every((client) => client.connected),
    async start() {
      const instance = randomBytes(6).toString('hex');
      // Each connection handles one message at a time (its PUBACK says the message is stored). An instance
      // subscribes with twice as many as its database pool has connections, so that while some messages wait
      // for the database others are read and checked: with as many, it stored 0.73 of HTTP's batches a second.
      const subscribers = 2 * app.config.databasePoolSize;
      clients = await Promise.all(
        Array.from({ length: subscribers }, async (_, index) => {
          const client = await mqtt.connectAsync(url, {
            protocolVersion: 5,
            clientId: `radiant-${instance}-${index}`,
            reconnectPeriod: 1000,
          });
          client.on('error', (error) => log.warn({ err: error }, 'the MQTT connection failed; reconnecting'));
          // The next message only after this one is handled: its PUBACK says it is stored.
          client.handleMessage = (packet, done) => void onMessage(packet).finally(() => done());
          await client.subscribeAsync(
            [mqttTopics.telemetry('+'), mqttTopics.ack('+')].map((topic) => `$share/${SHARE_GROUP}/${topic}`),
            { qos: 1 },
          );
          return client;
        }),
      );
      unlisten = await database.listen(
        COMMAND_CHANNEL,
        (payload) => void onCommand(payload),
        () => {},
      );
      log.info('listening to home gateways over MQTT');
      // What was handled, once a minute when it moved: a flood of refused messages is one line, not one each.
      let last = '';
      summary = setInterval(() => {
        const now = JSON.stringify(counts);
        if (now !== last) log.info({ mqtt: counts }, 'MQTT messages handled since start');
        last = now;
      }, MINUTE_MS);
      summary.unref();
    },
    async stop() {
      clearInterval(summary);
      await unlisten?.();
      await Promise.all(clients.map((client) => client.endAsync()));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mqttBridge: ReturnType<typeof createBridge> | undefined;
  }
}

/** With MQTT_URL set, gateways' telemetry and confirmations arrive through the broker and changes leave by it. */
export const mqttBridgePlugin = fp(async (app) => {
  const url = app.config.mqttUrl;
  const bridge = url ? createBridge(app, url) : undefined;
  app.decorate('mqttBridge', bridge);
  if (!bridge) return;
  app.addHook('onReady', () => bridge.start());
  app.addHook('onClose', () => bridge.stop());
});
