// The webServer of the Playwright config: a fresh database, then the built server exactly as `npm start` runs it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { E2E } from './environment.ts';

const admin = new pg.Client({ connectionString: E2E.serverUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${E2E.database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${E2E.database}`);
await admin.end();

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E.port),
    HOST: '127.0.0.1',
    DATABASE_URL: E2E.databaseUrl,
    // Required with DATABASE_URL; the database is made afresh for each run, so a fresh key fits.
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: E2E.admin.email,
    ADMIN_PASSWORD: E2E.admin.password,
    DEMO_DATA: '1',
    // The demo homes that report run their gateways in the server, as with `npm start`.
    DEMO_GATEWAYS: '1',
    LOG_LEVEL: 'warn',
    // The alarm tests' webhook receiver listens on 127.0.0.1, which a production server refuses to post to.
    WEBHOOK_ALLOW_PRIVATE: '1',
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
