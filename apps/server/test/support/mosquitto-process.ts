import { spawn } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayMqttUsername } from '@radiant/contract';
import { type GatewayKey, homeAcls, homeRole } from '../../src/modules/mqtt/broker-accounts.ts';

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

/** How Mosquitto's dynamic-security plugin keeps a password: PBKDF2-SHA512 over a 12-byte salt, 101 rounds. */
function dynsecPassword(password: string) {
  const salt = randomBytes(12);
  const hash = pbkdf2Sync(password, salt, 101, 64, 'sha512');
  return { password: hash.toString('base64'), salt: salt.toString('base64'), iterations: 101 };
}

interface DynsecFile {
  clients: { username: string; roles: { rolename: string }[] }[];
  roles: { rolename: string; acls: object[] }[];
}

/**
 * Writes gateways' accounts, each in its home's role, into the dynamic-security file of a stopped broker: the
 * same accounts the server makes for new keys, thousands at once. (Mosquitto 2.0 rewrites the whole file after
 * every command, so a bench's ten thousand accounts made over MQTT take far longer than the bench.)
 */
async function writeGatewayAccounts(file: string, keys: GatewayKey[]) {
  const accounts = JSON.parse(await readFile(file, 'utf8')) as DynsecFile;
  const roles = new Set(accounts.roles.map((role) => role.rolename));
  for (const { keyId, homeId, key } of keys) {
    const rolename = homeRole(homeId);
    if (!roles.has(rolename)) {
      roles.add(rolename);
      accounts.roles.push({ rolename, acls: homeAcls(homeId).map((acl) => ({ ...acl, allow: true })) });
    }
    accounts.clients.push({
      username: gatewayMqttUsername(keyId),
      ...dynsecPassword(key),
      roles: [{ rolename }],
    });
  }
  await writeFile(file, JSON.stringify(accounts));
}

/**
 * Starts Mosquitto with Radiant's configuration (deploy/mosquitto) through `npm run broker`'s script, its accounts
 * in a new directory: answers Radiant's MQTT_URL (its own account), the broker's address for gateways, a way to
 * give gateways their accounts, and how to stop it.
 */
export async function launchRadiantBroker(port: number) {
  const dir = await mkdtemp(join(tmpdir(), 'radiant-broker-'));
  const script = new URL('../../../../scripts/broker.mjs', import.meta.url).pathname;

  /** Runs the script (again, on the same accounts): answers Radiant's MQTT_URL and how to stop the broker. */
  async function start() {
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
    return {
      url,
      async stop() {
        broker.kill('SIGTERM');
        await stopped;
      },
    };
  }

  let running = await start();
  return {
    url: running.url,
    gatewayUrl: `mqtt://127.0.0.1:${port}`,
    /**
     * Gateways' accounts as the server makes them for new keys, written while the broker is stopped for a
     * moment (before Radiant connects to it): answers their usernames.
     */
    async addGateways(keys: GatewayKey[]) {
      await running.stop();
      await writeGatewayAccounts(join(dir, 'dynamic-security.json'), keys);
      running = await start();
      return keys.map(({ keyId }) => gatewayMqttUsername(keyId));
    },
    async stop() {
      await running.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
