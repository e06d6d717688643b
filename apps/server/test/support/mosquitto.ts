import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A port the system has just said is free. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

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
 * A Mosquitto broker of the test file's own (Debian's `mosquitto`, which .ci/run installs), on a free port,
 * stopped after the file's tests. Answers its URL.
 */
export async function startMosquitto(): Promise<string> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'radiant-mosquitto-'));
  const config = join(dir, 'mosquitto.conf');
  await writeFile(config, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  const broker: ChildProcess = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) =>
    broker.once('exit', (code) => reject(new Error(`mosquitto stopped (${code}); is it installed?`))),
  );
  afterAll(async () => {
    broker.kill();
    await rm(dir, { recursive: true, force: true });
  });
  // Ready once it accepts connections (it takes a few milliseconds).
  while (!(await Promise.race([accepts(port), exited])))
    await new Promise((resolve) => setImmediate(resolve));
  return `mqtt://127.0.0.1:${port}`;
}
