import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authOperations } from '@radiant/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntry, startServer, stopServer as stop } from './support/server-process.ts';
import { createEmptyPostgresDatabase } from './support/test-database.ts';

const onPostgres = process.env.RADIANT_TEST_DATABASE === 'postgres';

describe('the server process, as an operator runs it', () => {
  let environment: Record<string, string>;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'radiant-process-'));
    // Without demo data: its year of simulated heating is the bench's to time, not this test's.
    if (onPostgres) {
      const { url, dropDatabase } = await createEmptyPostgresDatabase();
      environment = { DATABASE_URL: url, DEMO_DATA: '0' };
      cleanUp = dropDatabase;
    } else {
      environment = { DATA_DIR: dataDir, DEMO_DATA: '0' };
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanUp());

  it('prints a generated admin password once, never in a log line, and stops cleanly on SIGTERM', async () => {
    const first = await startServer(environment);
    const match = first.output().match(/Password \(shown once, change it in Settings\): (\S+)/);
    const password = match?.[1] ?? '';
    expect(password).toHaveLength(20);
    const logLines = first
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(password);

    const login = await fetch(`${first.url}${authOperations.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@radiant.local', password }),
    });
    expect(login.status).toBe(200);
    const requestId = login.headers.get('x-request-id');
    expect(await stop(first)).toBe(0);
    // After the stop every line has arrived: one per request, carrying its id and nothing secret.
    const logged = first
      .output()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${requestId}"`))
      .map((line) => JSON.parse(line));
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'POST',
        url: authOperations.login.path,
        statusCode: 200,
      }),
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/authorization|password|access_token/i);

    const second = await startServer(environment);
    expect(second.output()).not.toContain('shown once');
    expect(await stop(second)).toBe(0);
  });

  it('refuses to start on a bad setting, naming it', async () => {
    const child = spawn(process.execPath, [serverEntry], { env: { PATH: process.env.PATH, PORT: 'eighty' } });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration: PORT');
  });
});
