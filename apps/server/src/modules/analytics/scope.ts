/** Whose heating: the whole fleet, one residential user's homes, one commercial client's, or one room. */
export type Scope =
  | { kind: 'fleet' }
  | { kind: 'user'; id: number }
  | { kind: 'client'; id: number }
  | { kind: 'room'; id: number };
/** A scope of whole homes. */
export type HomesScope = Exclude<Scope, { kind: 'room' }>;

/** The scope a query's userId or clientId names; the fleet without either. */
export const homesScopeOf = (query: { userId?: number; clientId?: number }): HomesScope =>
  query.userId !== undefined
    ? { kind: 'user', id: query.userId }
    : query.clientId !== undefined
      ? { kind: 'client', id: query.clientId }
      : { kind: 'fleet' };
