import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPglite,
  type Database,
  pgliteDatabase,
  postgresDatabase,
  postgresPool,
} from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server the postgres suites use; in CI it must be named, never silently skipped. */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error('TEST_DATABASE_URL must name a PostgreSQL server when CI=true.');
  }
  return url ?? DEFAULT_URL;
}

/** A fresh, migrated database of the kind this Vitest project runs on, and how to throw it away. */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.RADIANT_TEST_DATABASE === 'postgres') {
    const created = await createPostgresDatabase();
    await migrate(created.database);
    return created;
  }
  return loadPgliteTemplate(inject('pgliteTemplate'));
}

/** The same without the migrations: an empty database, to build some other way. */
export async function createUnmigratedTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  if (process.env.RADIANT_TEST_DATABASE === 'postgres') return createPostgresDatabase();
  return loadPgliteTemplate(inject('pgliteEmptyTemplate'));
}

/**
 * One empty database as several instances open it: each with its own pool on a PostgreSQL server; on PGlite,
 * which one process holds, the same database for all.
 */
export async function createEmptyDatabaseForInstances(count: number) {
  if (process.env.RADIANT_TEST_DATABASE === 'postgres') {
    const { url, dropDatabase } = await createEmptyPostgresDatabase();
    const databases = Array.from({ length: count }, () => postgresDatabase(postgresPool(url, 4)));
    const drop = async () => {
      await Promise.all(databases.map((database) => database.close()));
      await dropDatabase();
    };
    return { databases, drop };
  }
  const { database, drop } = await loadPgliteTemplate(inject('pgliteEmptyTemplate'));
  return { databases: Array.from({ length: count }, () => database), drop };
}

async function loadPgliteTemplate(file: string) {
  const database = pgliteDatabase(await createPglite(undefined, new Blob([await readFile(file)])));
  return { database, drop: () => database.close() };
}

/** An empty database on the test PostgreSQL server, and how to drop it. */
export async function createEmptyPostgresDatabase() {
  const serverUrl = testServerUrl();
  const name = `radiant_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const runOnServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await runOnServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, dropDatabase: () => runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function createPostgresDatabase() {
  const { url, dropDatabase } = await createEmptyPostgresDatabase();
  const database = postgresDatabase(postgresPool(url, 4));
  const drop = async () => {
    await database.close();
    await dropDatabase();
  };
  return { database, drop };
}
