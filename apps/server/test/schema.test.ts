import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrationsDir } from '../src/paths.ts';
import { createTestDatabase, createUnmigratedTestDatabase } from './support/test-database.ts';

// What PostgreSQL itself says of the public schema, in its own normalised words, so that SQL written by hand and
// SQL written by drizzle-kit compare equal when they mean the same. The migrator's own table is left out.
const CATALOGUE = {
  relations: `SELECT relname AS name, relkind AS kind, relpersistence AS persistence FROM pg_class
    WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p', 'v', 'm', 'S')
      AND relname <> 'schema_migrations' ORDER BY 1`,
  // By name, not position: a column added by a later migration comes last in the table whatever its place in
  // schema.ts.
  columns: `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
      a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default, a.attidentity AS identity,
      a.attgenerated AS generated
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm')
      AND c.relname <> 'schema_migrations' AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY 1, 2`,
  constraints: `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace
      AND conrelid::regclass::text <> 'schema_migrations' ORDER BY 1, 2`,
  indexes: `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY 1`,
  sequences: `SELECT sequencename AS name, data_type::text AS type, start_value::text AS start,
      min_value::text AS min, max_value::text AS max, increment_by::text AS increment, cycle,
      cache_size::text AS cache
    FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  enums: `SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text AS labels
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
    WHERE t.typnamespace = 'public'::regnamespace GROUP BY 1 ORDER BY 1`,
};

/**
 * What the migrations hold that schema.ts cannot express: the pg_trgm extension and SQL functions (which
 * expression indexes in schema.ts call), taken from the migration files themselves.
 */
function migrationsOnlySql(sources: string[]): string {
  const functions = sources.flatMap((source) => source.match(/^CREATE FUNCTION [\s\S]*?\$\$;$/gm) ?? []);
  return ['CREATE EXTENSION IF NOT EXISTS pg_trgm;', ...functions].join('\n');
}

/**
 * The SQL that drizzle-kit writes for db/schema.ts on an empty database, with the one thing it cannot say
 * added as the migrations say it: which tables are partitioned, and how.
 */
async function schemaSql(migrations: string[]): Promise<string> {
  const drizzleKit = fileURLToPath(new URL('../scripts/drizzle-kit.mjs', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, [drizzleKit, 'export']);
  const partitioned = migrations.flatMap((source) => [
    // A table's body holds no semicolon, so a match cannot run on into the next statement.
    ...source.matchAll(/^CREATE TABLE "(\w+)" \([^;]*?^\) (PARTITION BY [^;]+);/gm),
  ]);
  return partitioned.reduce(
    (sql, [, table, partitioning]) =>
      sql.replace(new RegExp(`^(CREATE TABLE "${table}" \\([^;]*?^\\));`, 'm'), `$1 ${partitioning};`),
    stdout,
  );
}

/** The committed migrations' SQL, in order. */
async function migrationSources(): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(files.map((name) => readFile(new URL(name, migrationsDir), 'utf8')));
}

const catalogue = (database: Database, query: string) =>
  database.rawTransaction((sql) => sql.query<Record<string, unknown>>(query));

describe('db/schema.ts', () => {
  let migrated: Awaited<ReturnType<typeof createTestDatabase>>;
  let declared: Awaited<ReturnType<typeof createUnmigratedTestDatabase>>;

  beforeAll(async () => {
    const migrations = await migrationSources();
    const preamble = migrationsOnlySql(migrations);
    const [sql, fromMigrations, empty] = await Promise.all([
      schemaSql(migrations),
      createTestDatabase(),
      createUnmigratedTestDatabase(),
    ]);
    migrated = fromMigrations;
    declared = empty;
    await declared.database.rawTransaction((raw) => raw.exec(`${preamble}\n${sql}`));
  });
  afterAll(async () => {
    await Promise.all([migrated?.drop(), declared?.drop()]);
  });

  it.each(Object.entries(CATALOGUE))('describes the %s that the migrations create', async (_, query) => {
    const fromSchema = await catalogue(declared.database, query);
    expect(fromSchema).toEqual(await catalogue(migrated.database, query));
  });
});
