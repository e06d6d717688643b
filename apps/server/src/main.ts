import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ensureAdmin } from './bootstrap/admin.ts';
import { parseConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadDemoData } from './demo/index.ts';
import { startLiveGateways } from './demo/live-gateways.ts';
import { resealSecrets } from './secrets/reseal.ts';
import { secretKeysOf } from './secrets/secret-keys.ts';

/** Where this process answers, for gateways it runs itself: a wildcard address is reached on loopback. */
function ownUrl(app: FastifyInstance): string {
  const [first] = app.addresses();
  if (!first || typeof first === 'string') throw new Error('The server is not listening on a port.');
  const loopback: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  const address = loopback[first.address] ?? first.address;
  return `http://${first.family === 'IPv6' ? `[${address}]` : address}:${first.port}`;
}

async function start() {
  const config = parseConfig(process.env);
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, secretKeys: await secretKeysOf(config) });
  if (config.databaseUrl && !config.secretKeys) {
    // One instance works; a second with a key file of its own could not read what this one sealed.
    app.log.warn(
      'SECRETS_KEY is not set: stored secrets are sealed with DATA_DIR/secrets.key. Set SECRETS_KEY, the same on every instance, before running more than one.',
    );
  }
  let stopGateways: (() => Promise<void>) | undefined;
  try {
    const applied = await migrate(database);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    const sealed = await resealSecrets(database.db);
    if (sealed > 0) app.log.info({ sealed }, 'stored secrets sealed under the current key');
    const admin = await ensureAdmin(database, config);
    if (admin) app.log.info({ email: admin.email }, 'administrator account created');
    if (admin?.generatedPassword) {
      // Shown once on the terminal, deliberately not through the logger.
      process.stdout.write(
        `\n  Radiant administrator: ${admin.email}\n  Password (shown once, change it in Settings): ${admin.generatedPassword}\n\n`,
      );
    }
    if (config.demoData) {
      const sets = await loadDemoData(database);
      if (sets.length > 0) app.log.info({ sets }, 'demo data loaded');
    }
    await app.listen({ port: config.port, host: config.host });
    if (config.demoGateways) stopGateways = await startLiveGateways(database, ownUrl(app), app.log);
  } catch (error) {
    app.log.fatal({ err: error }, 'Radiant could not start');
    await app.close();
    process.exit(1);
  }

  const shutDown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: draining requests and closing the database');
    await stopGateways?.();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutDown('SIGTERM'));
  process.once('SIGINT', () => void shutDown('SIGINT'));
}

start().catch((error: unknown) => {
  process.stderr.write(
    `Radiant could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
