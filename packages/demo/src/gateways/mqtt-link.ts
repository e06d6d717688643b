import { type GatewayCommand, gatewayMqttTopics } from '@radiant/contract';
import mqtt, { type MqttClient } from 'mqtt';
import type { ChangeHandler, GatewayBatch, GatewayLink } from './link.ts';

/** A gateway connected to an MQTT broker: publishes batches and confirmations, subscribes to its changes. */
export class MqttLink implements GatewayLink {
  private readonly client: MqttClient;
  private readonly homeId: number;
  private readonly key: string;

  constructor(brokerUrl: string, homeId: number, key: string) {
    this.homeId = homeId;
    this.key = key;
    this.client = mqtt.connect(brokerUrl, {
      protocolVersion: 5,
      clientId: `radiant-gateway-${homeId}-${process.pid}`,
      reconnectPeriod: 1000,
    });
    // The client reconnects by itself; a batch published meanwhile waits in its queue.
    this.client.on('error', () => {});
  }

  async send(batch: GatewayBatch): Promise<void> {
    const message = JSON.stringify({ ...batch, device_key: this.key });
    await this.client.publishAsync(gatewayMqttTopics.telemetry(this.homeId), message, { qos: 1 });
  }

  listen(handle: ChangeHandler): void {
    const topic = gatewayMqttTopics.commands(this.homeId);
    this.client.on('message', (received, payload) => {
      if (received !== topic) return;
      const changes = parseChanges(payload.toString());
      if (changes.length === 0) return;
      const acks = JSON.stringify({ device_key: this.key, acks: handle(changes) });
      void this.client.publishAsync(gatewayMqttTopics.ack(this.homeId), acks, { qos: 1 }).catch(() => {});
    });
    // Subscribed on each connection: a broker that lost the session forgets the subscription.
    const subscribe = () => void this.client.subscribeAsync(topic, { qos: 1 }).catch(() => {});
    this.client.on('connect', subscribe);
    if (this.client.connected) subscribe();
  }

  async close(): Promise<void> {
    await this.client.endAsync();
  }
}

/** The changes of a message on the commands topic; none when it is not one. */
function parseChanges(payload: string): GatewayCommand[] {
  try {
    const message = JSON.parse(payload);
    return Array.isArray(message?.commands) ? message.commands : [];
  } catch {
    return [];
  }
}
