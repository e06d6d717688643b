import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
