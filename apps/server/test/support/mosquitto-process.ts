import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayMqttUsername } from '@radiant/contract';
import { addGatewayAccounts } from '../../src/modules/mqtt/broker-accounts.ts';
import { connectDynsec } from '../../src/modules/mqtt/dynsec.ts';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts Debian's `mosquitto` (which .ci/run installs) on `port` of 127.0.0.1, with `settings` as further lines
 * of its configuration, and waits until it accepts connections. Answers its URL and how to stop it.
 */
export async function launchMosquitto(port: number, settings: string[] = []) {
  const dir = await mkdtemp(join(tmpdir(), 'radiant-mosquitto-'));
  const config = join(dir, 'mosquitto.conf');
  const lines = [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false', ...settings];
  await writeFile(config, `${lines.join('\n')}\n`);
  const broker = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) =>
    broker.once('exit', (code) => reject(new Error(`mosquitto stopped (${code}); is it installed?`))),
  );
  // Ready once it accepts connections (it takes a few milliseconds).
  while (!(await Promise.race([accepts(port), exited])))
    await new Promise((resolve) => setImmediate(resolve));
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async stop() {
      broker.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts Mosquitto with Radiant's configuration (deploy/mosquitto) through `npm run broker`'s script, its accounts
 * in a new directory: answers Radiant's MQTT_URL (its own account), the broker's address for gateways, a way to
 * make a gateway's account as the server does, and how to stop it.
 */
export async function launchRadiantBroker(port: number) {
  const dir = await mkdtemp(join(tmpdir(), 'radiant-broker-'));
  const script = new URL('../../../../scripts/broker.mjs', import.meta.url).pathname;
  const broker = spawn(process.execPath, [script, '--port', String(port), '--data', dir], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const stopped = new Promise<void>((resolve) => broker.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    broker.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^MQTT_URL=(\S+)$/m.exec(output);
      if (line?.[1]) resolve(line[1]);
    });
    void stopped.then(() => reject(new Error(`npm run broker stopped: ${output}`)));
  });
  const dynsec = await connectDynsec(url, { warn: () => {} });
  return {
    url,
    gatewayUrl: `mqtt://127.0.0.1:${port}`,
    /** Gateways' accounts as the server makes them for new keys (500 a message): answers their usernames. */
    async addGateways(keys: { keyId: number; homeId: number; key: string }[]) {
      for (let first = 0; first < keys.length; first += 500)
        await addGatewayAccounts(dynsec, keys.slice(first, first + 500));
      return keys.map(({ keyId }) => gatewayMqttUsername(keyId));
    },
    async stop() {
      await dynsec.close();
      broker.kill('SIGTERM');
      await stopped;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
