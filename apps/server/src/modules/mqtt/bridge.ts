import { randomBytes } from 'node:crypto';
import {
  GATEWAY_KEY_PROPERTY,
  type GatewayAck,
  type GatewayCommand,
  MINUTE_MS,
  gatewayMqttTopics as mqttTopics,
  TELEMETRY_MAX_BYTES,
  ZGatewayAck,
} from '@radiant/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { confirmChanges, homesOnMqtt, takeChanges } from '../commands/changes-repository.ts';
import { COMMAND_CHANNEL } from '../commands/repository.ts';
import { sendCommand } from '../commands/send-command.ts';
import { readGatewayBatch } from '../telemetry/batch.ts';
import type { Device } from '../telemetry/device-keys.ts';
import { ingestTelemetry } from '../telemetry/service.ts';
import { SHARE_GROUP } from './broker-accounts.ts';

const TOPIC = /^radiant\/homes\/([0-9]{1,10})\/(telemetry|commands\/ack)$/;

const ZKey = z.string().min(1).max(200);
const ZAckMessage = z.object({ acks: z.array(ZGatewayAck).min(1).max(5000) });
/**
 * The broker is asked (MQTT 5 Maximum Packet Size) not to send Radiant a larger packet: it drops it instead. The
 * margin is for the topic and properties around a payload of the largest batch.
 */
const MAX_PACKET_BYTES = TELEMETRY_MAX_BYTES + 64 * 1024;
/**
 * Messages a home's topics may bring an instance in a minute: a gateway reports every few minutes, and one
 * catching up sends a batch a second or so (each up to 5,000 readings). Beyond this, its messages are dropped
 * unread until the minute is over, so that one flooding gateway (with made-up keys or valid batches) costs the
 * others little: the broker's accounts keep a gateway to its own home's topics, so the topic names the culprit.
 */
const HOME_MESSAGES_PER_MINUTE = 1200;

/** The key a gateway put in its message's user property, if any: checked before the body is read. */
function keyProperty(packet: IPublishPacket): string | undefined {
  const value = packet.properties?.userProperties?.[GATEWAY_KEY_PROPERTY];
  return Array.isArray(value) ? value[0] : value;
}

/** What the bridge has handled since start, for /healthz and the logs. */
interface MqttCounts {
  telemetry: number;
  acks: number;
  /** Messages with a wrong or revoked key, or a key of another home than the topic's: never stored. */
  refused: number;
  /** Messages that were not JSON or not a valid batch or confirmation. */
  invalid: number;
  /** Messages larger than an HTTP batch may be: dropped unread. */
  oversize: number;
  /** Messages of a home over its budget for the minute: dropped unread. */
  throttled: number;
}

function createBridge(app: FastifyInstance, url: string) {
  const counts: MqttCounts = { telemetry: 0, acks: 0, refused: 0, invalid: 0, oversize: 0, throttled: 0 };
  /** Messages per home this minute (cleared each minute). */
  const homeMessages = new Map<number, number>();
  let clients: MqttClient[] = [];
  let unlisten: (() => Promise<void>) | undefined;
  let summary: NodeJS.Timeout | undefined;
  const { database, log } = app;

  const publish = (homeId: number, commands: GatewayCommand[]) =>
    clients[0]?.publishAsync(mqttTopics.commands(homeId), JSON.stringify({ commands }), { qos: 1 });

  /** The device of a message's key, when it is a live key of the topic's home; refused ones are counted. */
  async function deviceFor(homeId: number, key: unknown) {
    const device = await app.findDevice(ZKey.parse(key));
    if (device?.homeId === homeId) return device;
    counts.refused += 1;
    return undefined;
  }

  async function onTelemetry(device: Device, body: Record<string, unknown>) {
    const result = await ingestTelemetry(database, device, readGatewayBatch(body), 'mqtt');
    counts.telemetry += 1;
    // A gateway back from offline gets what waited for it.
    if (result.commands_waiting > 0) {
      const changes = await database.rawTransaction((sql) => takeChanges(sql, device.homeId));
      if (changes.length > 0) await publish(device.homeId, changes);
    }
  }

  async function onAck(device: Device, body: unknown) {
    const { acks } = ZAckMessage.parse(body);
    await database.rawTransaction((sql) => confirmChanges(sql, device.homeId, acks as GatewayAck[]));
    counts.acks += 1;
  }

  /**
   * Handles one message; the broker's acknowledgement waits for it, so a message stored is never lost. Its size
   * and, when the gateway sends it as a property, its key are checked before its body is read: a flood of large
   * or unsigned messages costs no parsing (and, with the lookup's memory of unknown keys, no database).
   */
  async function onMessage(packet: IPublishPacket) {
    const match = TOPIC.exec(packet.topic);
    if (!match) return;
    if (packet.payload.length > TELEMETRY_MAX_BYTES) {
      counts.oversize += 1;
      return;
    }
    const homeId = Number(match[1]);
    const seen = (homeMessages.get(homeId) ?? 0) + 1;
    homeMessages.set(homeId, seen);
    if (seen > HOME_MESSAGES_PER_MINUTE) {
      counts.throttled += 1;
      return;
    }
    try {
      const early = keyProperty(packet);
      const signed = early === undefined ? undefined : await deviceFor(homeId, early);
      if (early !== undefined && !signed) return;
      const parsed = JSON.parse(packet.payload.toString());
      if (typeof parsed !== 'object' || parsed === null) throw new SyntaxError('not an object');
      const { device_key: key, ...body } = parsed;
      const device = signed ?? (await deviceFor(homeId, key));
      if (!device) return;
      if (match[2] === 'telemetry') await onTelemetry(device, body);
      else await onAck(device, body);
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

  /**
   * A new command: this instance publishes the changes for MQTT gateways that no other instance took first.
   */
  async function onCommand(payload: string) {
    const failed = (error: unknown) =>
      log.warn(
        { err: error },
        'could not publish a command to MQTT gateways; they get it with their next batch',
      );
    const publishing: Promise<unknown>[] = [];
    try {
      const homes = await database.rawTransaction((sql) => homesOnMqtt(sql));
      if (homes.length === 0) return;
      await sendCommand(database, Number(payload), homes, (taken) => {
        for (const [homeId, changes] of taken)
          publishing.push(Promise.resolve(publish(homeId, changes)).catch(failed));
      });
    } catch (error) {
      failed(error);
    }
    await Promise.all(publishing);
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
            properties: { maximumPacketSize: MAX_PACKET_BYTES },
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
        homeMessages.clear();
        const now = JSON.stringify(counts);
        const lookups = app.findDevice.counts;
        if (now !== last)
          log.info({ mqtt: counts, deviceKeys: lookups }, 'MQTT messages handled since start');
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
