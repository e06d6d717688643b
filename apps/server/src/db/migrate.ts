import { readdir, readFile } from 'node:fs/promises';
import { migrationsDir } from '../paths.ts';
import { ADVISORY_LOCK } from './advisory-locks.ts';
import type { Database } from './database.ts';

/** Applies the committed SQL migrations in name order, each once, all in one transaction. */
export async function migrate(database: Database): Promise<string[]> {
  // The SQL files only: meta/ holds drizzle-kit's snapshots of db/schema.ts.
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const sources = await Promise.all(files.map((name) => readFile(new URL(name, migrationsDir), 'utf8')));
  return database.rawTransaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK.migrations]);
    await sql.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await sql.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await sql.exec(sources[files.indexOf(name)] ?? '');
      await sql.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });
}
