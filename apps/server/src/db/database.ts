import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Config } from '../config.ts';
import {
  type ArrayElement,
  arrayLiteral,
  binaryArray,
  binaryCopyRows,
  type CopyColumn,
} from './binary-values.ts';
import { NAMED_STATEMENTS, namedStatements } from './pglite-statements.ts';
import { oldestRequestFirst } from './request-turns.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Repositories accept either, so callers decide the transaction boundary. */
export type Executor = Db | Tx;

/** Plain SQL inside one transaction, for migrations (several statements per file) and bulk writes. */
export interface RawSql {
  exec(text: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** A statement run many times a second, by `name`: parsed and planned once per connection where it can be. */
  prepared<Row>(name: string, text: string, params: unknown[]): Promise<Row[]>;
  /** An array parameter of numbers or booleans (`$n::<element>[]`), as this driver takes it fastest. */
  array(element: ArrayElement, values: readonly (number | boolean)[]): unknown;
  /** Copies rows into `table`, one value of each column a row: the fastest way in for thousands of rows. */
  copy(table: string, columns: Record<string, CopyColumn>): Promise<void>;
}

/** The statement that copies `columns` into `table` from `source`, in PostgreSQL's binary format. */
const copyStatement = (table: string, columns: Record<string, CopyColumn>, source: string) =>
  `COPY ${table} (${Object.keys(columns).join(', ')}) FROM ${source} (FORMAT binary)`;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  rawTransaction<T>(work: (sql: RawSql) => Promise<T>): Promise<T>;
  /**
   * Hears of pooled connections that the server closed while they sat idle (a restart, a failover, an
   * administrator); the pool replaces them on demand. Nothing to hear of on the embedded database.
   */
  onIdleConnectionError(listener: (error: Error) => void): void;
  /**
   * Hears `NOTIFY` on `channel`. `onHearing(true)` comes once listening starts and again after every
   * reconnection (whatever was announced in between is lost), `onHearing(false)` when the connection is lost.
   * Answers how to stop listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onHearing: Hearing,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

type Hearing = (hearing: boolean, error?: Error) => void;

export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

export function pgliteDatabase(client: PGlite): Database {
  // Its one connection goes to the oldest request's queries first (request-turns.ts); the query builder's
  // statements and transactions take their turn like the raw ones.
  const turn = oldestRequestFirst();
  // Named statements (pglite-statements.ts) outside transactions only: named inside them too, writes under a
  // load of 200 connections began to wait past 10 s, for a cause not found (docs/benchmarks.md).
  const queries = {
    query: ((...args) => turn(() => client.query(...args))) as PGlite['query'],
    transaction: ((work) => turn(() => client.transaction(work))) as PGlite['transaction'],
    [NAMED_STATEMENTS]: namedStatements(),
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client: queries as unknown as PGlite, schema }) as unknown as Db,
    rawTransaction: (work) =>
      queries.transaction((tx) =>
        work({
          exec: async (text) => void (await tx.exec(text)),
          query: async (text, params) => (await tx.query(text, params)).rows as never,
          // Unnamed in a transaction, as the builder's are (see above).
          prepared: async (_name, text, params) => (await tx.query(text, params)).rows as never,
          array: (_element, values) => arrayLiteral(values),
          copy: async (table, columns) =>
            void (await tx.query(copyStatement(table, columns, "'/dev/blob'"), [], {
              blob: new Blob([binaryCopyRows(Object.values(columns))]),
            })),
        }),
      ),
    onIdleConnectionError: () => {},
    // One process owns the embedded database: its notifications cannot be lost on the way.
    async listen(channel, onMessage, onHearing) {
      const unlisten = await client.listen(channel, onMessage);
      onHearing(true);
      return () => unlisten();
    },
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
          prepared: async (name, text, values) => (await client.query({ name, text, values })).rows,
          array: binaryArray,
          copy: (table, columns) =>
            pipeline(
              Readable.from([binaryCopyRows(Object.values(columns))]),
              client.query(copyFrom(copyStatement(table, columns, 'STDIN'))),
            ),
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
    listen: (channel, onMessage, onHearing) => listenOn(pool, channel, onMessage, onHearing),
    close: () => pool.end(),
  };
}

const RELISTEN_AFTER_MS = 1000;

/**
 * A connection of its own (a pooled one would be handed to queries) that listens for notifications and,
 * once lost, connects and listens again every second until it can.
 */
async function listenOn(
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
  onHearing: Hearing,
) {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  async function attempt() {
    const connection = new pg.Client({ ...pool.options, application_name: 'radiant-listener' });
    let alive = true;
    const lose = (error: Error) => {
      if (!alive || stopped) return;
      alive = false;
      if (client === connection) client = undefined;
      void connection.end().catch(() => {});
      onHearing(false, error);
      retry = setTimeout(() => void attempt(), RELISTEN_AFTER_MS);
      retry.unref();
    };
    // Still listened to once lost: an unheard error would end the process.
    connection.on('error', lose);
    connection.on('end', () => lose(new Error('The listening connection ended.')));
    connection.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client = connection;
    try {
      await connection.connect();
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (alive && !stopped) onHearing(true);
    } catch (error) {
      lose(error as Error);
    }
  }

  await attempt();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * A console's queries are short. Starting a parallel worker or compiling a plan with JIT costs more than either
 * saves on them (a search counted in 2 ms alone took 32 ms with one worker), and on a small server the workers
 * take the cores that other requests need.
 */
const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off';

/** A pool of `max` connections to the PostgreSQL server at `url`, each set up for the server's queries. */
export const postgresPool = (url: string, max: number) =>
  new pg.Pool({ connectionString: url, max, options: SESSION_OPTIONS });

/** The embedded database in DATA_DIR, or the PostgreSQL server named by DATABASE_URL. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return postgresDatabase(postgresPool(config.databaseUrl, config.databasePoolSize));
  }
  await mkdir(config.dataDir, { recursive: true });
  return pgliteDatabase(await createPglite(join(config.dataDir, 'pglite')));
}
