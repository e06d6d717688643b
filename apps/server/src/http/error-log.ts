import { sqlStateOf } from '../db/database-error.ts';

/**
 * What a log line says about an error: its kind, code and message. Never its stack, and for a database
 * error only its SQLSTATE, because Drizzle's message and properties hold the SQL and its bound values.
 */
export function errorForLog(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  const sqlState = sqlStateOf(error);
  if (sqlState) return { type: 'DatabaseError', code: sqlState };
  const { code } = error as { code?: unknown };
  return { type: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}
