// The embedded database's named statements. PGlite's `query` parses and plans a statement at every call (an
// unnamed statement, as its protocol has no other), where planning was over half a user's rooms usage (about
// 2.3 of 3.9 ms in the demo data). SQL's own PREPARE and EXECUTE give it what PostgreSQL's named statements give
// each connection: a statement parsed once, planned once its generic plan is as good as a fresh one. Only outside
// transactions (see database.ts): the database's client carries them, its transactions do not.

import { sqlStateOf } from './database-error.ts';

/** PostgreSQL's answer to PREPARE of a name already prepared on the connection. */
const DUPLICATE_STATEMENT = '42P05';

/** Where a PGlite client keeps the statements prepared on its connection. */
export const NAMED_STATEMENTS = Symbol('the named statements of an embedded database');

/** An element of an array literal: numbers and booleans bare, text in double quotes. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return `"${textOf(value).replace(/["\\]/g, (character) => `\\${character}`)}"`;
}

/** A parameter's value as the text PostgreSQL reads for its type, as PGlite would have sent it. */
function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(',')}}`;
  return String(value);
}

/** Whether a parameter has a text form to write in: not bytes or an object, which are sent as they are. */
const writable = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value instanceof Date ||
  (Array.isArray(value) ? value.every(writable) : typeof value !== 'object');

/**
 * A parameter as a quoted literal of unknown type, which EXECUTE then reads as its parameter's type. Quotes are
 * doubled; backslashes are plain characters in a standard string, as PostgreSQL reads them by default.
 */
export const literalOf = (value: unknown) =>
  value === null || value === undefined ? 'NULL' : `'${textOf(value).replaceAll("'", "''")}'`;

/** A statement's name as SQL reads it exactly, capitals and dashes included (the names are hashes). */
const identifierOf = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** EXECUTE of the statement named `name` with its parameters written in. */
export const executeStatement = (name: string, params: readonly unknown[]) =>
  params.length === 0
    ? `EXECUTE ${identifierOf(name)}`
    : `EXECUTE ${identifierOf(name)}(${params.map(literalOf).join(', ')})`;

/** Runs a statement on the connection with its parameters, answering its rows. */
type Run<Row> = (text: string, params: readonly unknown[]) => Promise<Row[]>;

/**
 * The named statements of one embedded database: each prepared on first use, then executed by name (a statement
 * prepared in a transaction that then rolls back would stay prepared). While one use prepares a statement, others
 * run it unnamed rather than wait for it: waiting, a transaction could hold the one connection that the
 * preparation waits for. A failed preparation is tried again by the next use.
 */
export function namedStatements() {
  const prepared = new Map<string, 'preparing' | 'ready'>();
  return async <Row>(run: Run<Row>, name: string, text: string, params: readonly unknown[]) => {
    const state = prepared.get(name);
    if (state === 'preparing' || !params.every(writable)) return run(text, params);
    if (state === undefined) {
      prepared.set(name, 'preparing');
      try {
        await run(`PREPARE ${identifierOf(name)} AS ${text}`, []);
      } catch (error) {
        // Prepared already on this connection (by another wrapper of the client): it is there to run.
        if (sqlStateOf(error) !== DUPLICATE_STATEMENT) {
          // What PREPARE refuses, the statement itself would have: it parses and analyses the same text.
          prepared.delete(name);
          throw error;
        }
      }
      prepared.set(name, 'ready');
    }
    return run(executeStatement(name, params), []);
  };
}

export type NamedStatements = ReturnType<typeof namedStatements>;

/** The named statements a client of the embedded database carries; none for PostgreSQL's or a transaction. */
export const namedStatementsOf = (client: unknown): NamedStatements | undefined =>
  typeof client === 'object' && client !== null
    ? (client as { [NAMED_STATEMENTS]?: NamedStatements })[NAMED_STATEMENTS]
    : undefined;
