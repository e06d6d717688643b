// `npm run broker -- --port P --data DIR`: a local Mosquitto with Radiant's configuration
// (deploy/mosquitto/mosquitto.conf), its accounts kept in DIR. The first run makes Radiant's account with a
// new password (kept in DIR); every run prints the one line `MQTT_URL=…` to give the server, then runs until
// stopped (Ctrl-C or SIGTERM stops the broker).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = 'npm run broker -- --port P --data DIR [--host 127.0.0.1]';
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '1883' },
    data: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
if (!values.data || !(Number.isInteger(port) && port > 0 && port < 65_536)) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const dir = resolve(values.data);
const ACCOUNT = 'radiant';
const accounts = `${dir}/dynamic-security.json`;
const passwordFile = `${dir}/radiant.password`;
mkdirSync(dir, { recursive: true });

if (!existsSync(accounts)) {
  const password = randomBytes(24).toString('base64url');
  execFileSync('mosquitto_ctrl', ['dynsec', 'init', accounts, ACCOUNT, password], { stdio: 'ignore' });
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
}
const password = readFileSync(passwordFile, 'utf8').trim();

// Mosquitto started as root runs as the `mosquitto` user, which must be able to rewrite its accounts.
if (process.getuid?.() === 0) {
  const uid = Number(execFileSync('id', ['-u', 'mosquitto']).toString());
  const gid = Number(execFileSync('id', ['-g', 'mosquitto']).toString());
  for (const path of [dir, accounts]) chownSync(path, uid, gid);
  chmodSync(accounts, 0o600);
}

// Radiant's configuration, with the lines marked "local" pointing here.
const template = readFileSync(new URL('../deploy/mosquitto/mosquitto.conf', import.meta.url), 'utf8');
const local = {
  plugin_opt_config_file: `plugin_opt_config_file ${accounts}`,
  listener: `listener ${port} ${values.host}`,
};
const config = template
  .split('\n')
  .map((line) => local[line.split(' ')[0]] ?? line)
  .concat('persistence false', '')
  .join('\n');
const configFile = `${dir}/mosquitto.conf`;
writeFileSync(configFile, config);

const broker = spawn('mosquitto', ['-c', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
broker.once('exit', (code, signal) => {
  if (!stopping) process.stderr.write(`mosquitto stopped (${code ?? signal})\n`);
  process.exit(stopping ? 0 : 1);
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopping = true;
    broker.kill('SIGTERM');
  });

const accepts = () =>
  new Promise((done) => {
    const socket = connect(port, values.host);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
while (!(await accepts())) await new Promise((done) => setTimeout(done, 10));
process.stdout.write(`MQTT_URL=mqtt://${ACCOUNT}:${password}@${values.host}:${port}\n`);
