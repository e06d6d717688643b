import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';

/** Mosquitto's dynamic-security plugin takes its commands here and answers on `…/response`. */
const CONTROL_TOPIC = '$CONTROL/dynamic-security/v1';
const ANSWER_WITHIN_MS = 10_000;

export interface DynsecCommand {
  command: string;
  [field: string]: unknown;
}
export interface DynsecAnswer {
  command: string;
  error?: string;
  data?: unknown;
}

/**
 * A connection to Mosquitto's dynamic-security plugin, as Radiant's own account (which `mosquitto_ctrl dynsec
 * init` made its administrator). `run` sends commands in one message and answers each one's answer, errors
 * included: the caller knows which it can ignore ("Role already exists").
 */
export async function connectDynsec(url: string, log: Pick<FastifyBaseLogger, 'warn'>) {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 5,
    clientId: `radiant-dynsec-${randomBytes(6).toString('hex')}`,
    reconnectPeriod: 1000,
  });
  client.on('error', (error) =>
    log.warn({ err: error }, 'the broker control connection failed; reconnecting'),
  );
  const waiting = new Map<string, (answer: DynsecAnswer) => void>();
  client.on('message', (_topic, payload) => {
    const { responses = [] } = JSON.parse(payload.toString()) as {
      responses?: (DynsecAnswer & { correlationData?: string })[];
    };
    for (const { correlationData, ...answer } of responses) {
      if (correlationData !== undefined) waiting.get(correlationData)?.(answer);
    }
  });
  await client.subscribeAsync(`${CONTROL_TOPIC}/response`, { qos: 1 });
  let sequence = 0;

  async function run(commands: DynsecCommand[]): Promise<DynsecAnswer[]> {
    const first = sequence;
    sequence += commands.length;
    const ids = commands.map((_, index) => `${first + index}`);
    const answered = Promise.all(
      ids.map((id) => new Promise<DynsecAnswer>((resolve) => waiting.set(id, resolve))),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('The broker did not answer its dynamic-security commands in time.')),
        ANSWER_WITHIN_MS,
      );
    });
    try {
      const tagged = commands.map((command, index) => ({ ...command, correlationData: ids[index] }));
      await client.publishAsync(CONTROL_TOPIC, JSON.stringify({ commands: tagged }), { qos: 1 });
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
      for (const id of ids) waiting.delete(id);
    }
  }

  /**
   * Sends commands that disconnect this very connection (a role given to Radiant's own account makes the broker
   * drop the account's connections, to apply it): no answer comes, the connection comes back.
   */
  async function runDisconnecting(commands: DynsecCommand[]) {
    const back = new Promise((resolve) => client.once('connect', resolve));
    // QoS 0: a QoS 1 message would be sent again on reconnection.
    await client.publishAsync(CONTROL_TOPIC, JSON.stringify({ commands }), { qos: 0 });
    await back;
  }

  return { run, runDisconnecting, close: () => client.endAsync() };
}

export type Dynsec = Awaited<ReturnType<typeof connectDynsec>>;
