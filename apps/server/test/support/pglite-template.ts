import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createPglite, pgliteDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteEmptyTemplate: string;
  }
}

async function dump(client: PGlite, name: string): Promise<string> {
  const file = join(tmpdir(), `radiant-pglite-${name}-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  return file;
}

/**
 * Runs initdb and the migrations once; every test file then loads this migrated copy in memory (or the empty
 * one, dumped before migrating, to build a database some other way).
 */
export default async function setup(project: TestProject) {
  const client = await createPglite();
  project.provide('pgliteEmptyTemplate', await dump(client, 'empty'));
  await migrate(pgliteDatabase(client));
  project.provide('pgliteTemplate', await dump(client, 'template'));
  await client.close();
}
