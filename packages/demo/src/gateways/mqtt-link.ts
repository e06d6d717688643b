import { GATEWAY_KEY_PROPERTY, type GatewayCommand, gatewayMqttTopics } from '@radiant/contract';
import mqtt, { type IClientPublishOptions, type MqttClient } from 'mqtt';
import type { ChangeHandler, GatewayBatch, GatewayLink } from './link.ts';

/**
 * A gateway connected to an MQTT broker, signed in with its key's account (`username`, the key as password):
 * publishes batches and confirmations, subscribes to its changes.
 */
export class MqttLink implements GatewayLink {
  private readonly client: MqttClient;
  private readonly homeId: number;
  /** QoS 1, with the key as a property: Radiant checks it before reading the body. */
  private readonly signed: IClientPublishOptions;

  constructor(brokerUrl: string, homeId: number, key: string, username: string) {
    this.homeId = homeId;
    this.signed = { qos: 1, properties: { userProperties: { [GATEWAY_KEY_PROPERTY]: key } } };
    this.client = mqtt.connect(brokerUrl, {
      protocolVersion: 5,
      clientId: `radiant-gateway-${homeId}-${process.pid}`,
      reconnectPeriod: 1000,
      username,
      password: key,
    });
    // The client reconnects by itself; a batch published meanwhile waits in its queue.
    this.client.on('error', () => {});
  }

  async send(batch: GatewayBatch): Promise<void> {
    await this.client.publishAsync(
      gatewayMqttTopics.telemetry(this.homeId),
      JSON.stringify(batch),
      this.signed,
    );
  }

  listen(handle: ChangeHandler): void {
    const topic = gatewayMqttTopics.commands(this.homeId);
    this.client.on('message', (received, payload) => {
      if (received !== topic) return;
      const changes = parseChanges(payload.toString());
      if (changes.length === 0) return;
      const acks = JSON.stringify({ acks: handle(changes) });
      void this.client.publishAsync(gatewayMqttTopics.ack(this.homeId), acks, this.signed).catch(() => {});
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
