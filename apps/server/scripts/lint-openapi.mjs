// Lints the OpenAPI document that integrators generate clients from with Redocly's recommended rules
// (redocly.yaml, .redocly.lint-ignore.yaml); `npm run check` runs it, and arguments go to `redocly lint`. The
// document comes from the app itself, built over a database that runs no statement: routes and schemas are
// all it takes, and starting PGlite would cost seconds.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import { tsImport } from 'tsx/esm/api';

const { buildApp } = await tsImport('../src/app.ts', import.meta.url);
const { parseConfig } = await tsImport('../src/config.ts', import.meta.url);
const schema = await tsImport('../src/db/schema.ts', import.meta.url);

const noDatabase = () => {
  throw new Error('The OpenAPI document is built without a database, but something at start queried one.');
};
/** Builds statements (modules prepare theirs at start) and runs none. */
const database = {
  kind: 'pglite',
  db: drizzle.mock({ schema }),
  rawTransaction: noDatabase,
  onIdleConnectionError: () => {},
  listen: async () => async () => {},
  close: async () => {},
};

const app = await buildApp({
  config: parseConfig({ LOG_LEVEL: 'silent' }),
  database,
  secretKeys: { current: randomBytes(32), previous: [] },
});
await app.ready();
const document = app.swagger();
await app.close();

const root = new URL('../../../', import.meta.url);
const redocly = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
const tempDir = await mkdtemp(join(tmpdir(), 'radiant-openapi-'));
try {
  // Beside copies of the configuration: the ignore file names the document relative to itself.
  for (const config of ['redocly.yaml', '.redocly.lint-ignore.yaml']) {
    await copyFile(new URL(config, root), join(tempDir, config));
  }
  await writeFile(join(tempDir, 'openapi.json'), JSON.stringify(document, null, 2));
  const lint = spawnSync(process.execPath, [redocly, 'lint', 'openapi.json', ...process.argv.slice(2)], {
    cwd: tempDir,
    stdio: 'inherit',
  });
  process.exitCode = lint.status ?? 1;
} finally {
  await rm(tempDir, { recursive: true, force: true });
}
