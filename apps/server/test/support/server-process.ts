import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { freePort } from './free-port.ts';

/** The built server, as `npm start` runs it. */
export const serverEntry = new URL('../../dist/main.js', import.meta.url).pathname;

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  url: string;
}

/** The key a server on PostgreSQL is given, as an operator must give one with DATABASE_URL. */
const SECRETS_KEY = randomBytes(32).toString('base64');

/** Starts the built server as `npm start` does and waits for /healthz. */
export async function startServer(environment: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error('Build the server first (npm run build); npm test does.');
  // A port the system gives: test files run side by side, each worker counting from the same number clashed.
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(environment.DATABASE_URL && { SECRETS_KEY }),
      ...environment,
    },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, output: () => output, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy:\n${output}`);
}

/** Sends the server `signal` and answers its exit code (null when a signal ended it). */
export const stopServer = (running: RunningServer, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<number | null>((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill(signal);
  });
