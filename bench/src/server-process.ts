import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { authOperations } from '@radiant/contract';

/** One key for every server this run starts: two over one database must share it. */
const BENCH_SECRETS_KEY = randomBytes(32).toString('base64');

export interface RunningServer {
  child: ChildProcess;
  url: string;
  startMs: number;
  stop(): Promise<void>;
}

/** Starts a Node entry point (with its arguments) and measures the time until `healthPath` answers 200. */
export async function startProcess(
  entry: string,
  environment: Record<string, string>,
  healthPath = '/healthz',
  args: string[] = [],
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [entry, ...args], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Required with DATABASE_URL; the benchmarks keep no secret worth a key of their own.
      ...(environment.DATABASE_URL && { SECRETS_KEY: BENCH_SECRETS_KEY }),
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${environment.PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const ok = await fetch(url + healthPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, url, startMs, stop };
}

/** The bench's administrator, whom the server creates at its first start from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const benchAdmin = { email: 'bench@radiant.test', password: 'bench-admin-password' };

/** Logs the bench's administrator in to a running Radiant: the headers that authenticate its requests. */
export async function logIn(url: string): Promise<{ authorization: string }> {
  const login = await fetch(`${url}${authOperations.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  });
  const answer = (await login.json()) as { data?: { user: { access_token: string } }; description?: string };
  if (!login.ok || !answer.data)
    throw new Error(`The bench's admin could not log in: ${login.status} ${answer.description}`);
  return { authorization: answer.data.user.access_token };
}
