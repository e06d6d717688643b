import { sql } from 'drizzle-orm';
import { users } from './schema.ts';

/** A person's name as the console shows it (first and last, or the email when both are empty), by id: SQL. */
export const personNameOf = (id: string) =>
  `(SELECT coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), p.email) FROM users AS p WHERE p.id = ${id})`;

/** The same of the `users` row a Drizzle query joined. */
export const joinedPersonName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;
