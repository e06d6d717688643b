import { type ChildProcess, spawn } from 'node:child_process';
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
 * A Mosquitto broker of the bench's own on `port`, sized for a fleet: Mosquitto queues at most 1,000 messages
 * for a subscriber by default and drops the rest, so Radiant's subscribers may fall behind by a whole burst
 * here (as a production broker should be configured to allow). Answers its URL and how to stop it.
 */
export async function startMosquitto(port: number) {
  const dir = await mkdtemp(join(tmpdir(), 'radiant-bench-mosquitto-'));
  const config = join(dir, 'mosquitto.conf');
  await writeFile(
    config,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence false',
      'max_queued_messages 1000000',
      'max_inflight_messages 100',
    ].join('\n'),
  );
  const broker: ChildProcess = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) =>
    broker.once('exit', (code) => reject(new Error(`mosquitto stopped (${code}); is it installed?`))),
  );
  while (!(await Promise.race([accepts(port), exited])))
    await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async stop() {
      broker.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
