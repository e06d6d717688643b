import { type SQL, sql } from 'drizzle-orm';
import type { HomesScope, Scope } from './scope.ts';

// A scope's homes and radiators, as SQL the analytics repositories compose.

/** A column (the id by default) of a scope's homes, as a subquery that the homes' indexes serve. */
export function homesOf(whose: HomesScope, column: 'id' | 'location_id' = 'id'): SQL {
  const wanted = sql.raw(`h.${column}`);
  switch (whose.kind) {
    case 'fleet':
      return sql`SELECT ${wanted} FROM homes AS h`;
    case 'user':
      return sql`SELECT ${wanted} FROM homes AS h WHERE h.user_id = ${whose.id}`;
    case 'client':
      return sql`SELECT ${wanted} FROM homes AS h JOIN users AS u ON u.id = h.user_id
        WHERE u.commercial_client_id = ${whose.id}`;
  }
}

/**
 * The homes or radiators of a scope, as a condition on a rollup table's home_id and radiator_id: none for the
 * fleet, whose rollups hold no row of a home gone.
 */
export function ownedBy(scope: Scope): SQL {
  switch (scope.kind) {
    case 'fleet':
      return sql`TRUE`;
    case 'room':
      return sql`radiator_id IN (SELECT id FROM radiators WHERE room_id = ${scope.id})`;
    default:
      return sql`home_id IN (${homesOf(scope)})`;
  }
}
