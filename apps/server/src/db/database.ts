import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Repositories accept either, so callers decide the transaction boundary. */
export type Executor = Db | Tx;

/** Plain SQL inside one transaction, for migrations (several statements per file). */
interface RawSql {
  exec(text: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  rawTransaction<T>(work: (sql: RawSql) => Promise<T>): Promise<T>;
  /**
   * Hears of pooled connections that the server closed while they sat idle (a restart, a failover, an
   * administrator); the pool replaces them on demand. Nothing to hear of on the embedded database.
   */
  onIdleConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

export function pgliteDatabase(client: PGlite): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (text) => void (await tx.exec(text)),
          query: async (text, params) => (await tx.query(text, params)).rows as never,
        }),
      ),
    onIdleConnectionError: () => {},
    close: () => client.close(),
  };
}

/** Hears each statement the query builder sends, with its parameters (the bench times and explains them). */
type StatementListener = (statement: string, params: unknown[]) => void;

export function postgresDatabase(pool: pg.Pool, onStatement?: StatementListener): Database {
  // Always listened to: an unheard pool error would end the process.
  const idleErrorListeners: ((error: Error) => void)[] = [];
  pool.on('error', (error) => {
    for (const listener of idleErrorListeners) listener(error);
  });
  return {
    kind: 'postgres',
    db: drizzleNodePg({
      client: pool,
      schema,
      logger: onStatement && { logQuery: onStatement },
    }) as unknown as Db,
    async rawTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (text) => void (await client.query(text)),
          query: async (text, params) => (await client.query(text, params)).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    onIdleConnectionError: (listener) => void idleErrorListeners.push(listener),
    close: () => pool.end(),
  };
}

/** The embedded database in DATA_DIR, or the PostgreSQL server named by DATABASE_URL. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return postgresDatabase(
      new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize }),
    );
  }
  await mkdir(config.dataDir, { recursive: true });
  return pgliteDatabase(await createPglite(join(config.dataDir, 'pglite')));
}
