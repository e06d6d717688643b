import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, pgliteDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Runs initdb and the migrations once; every test file then loads this migrated copy in memory. */
export default async function setup(project: TestProject) {
  const client = await createPglite();
  await migrate(pgliteDatabase(client));
  const file = join(tmpdir(), `radiant-pglite-template-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
}
