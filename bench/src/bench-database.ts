import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A database on the local PostgreSQL server (TEST_DATABASE_URL), as it is: its address and how to drop it. */
export function benchDatabaseOf(name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh database on the local PostgreSQL server (TEST_DATABASE_URL), dropped after the run. */
export async function createBenchDatabase(name = 'radiant_bench') {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
  return benchDatabaseOf(name);
}
