import { LEVEL } from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import { RADIATORS_WITH_RESIDENTS } from '../../db/fragments.ts';
import { personNameOf } from '../../db/person-name.ts';
import { arrayParam, type Runner, rowsOf } from '../../db/queries.ts';

/** What a command's target may name: radiators, rooms, homes or residents by their ids, or one client. */
export type TargetKind = 'radiator_ids' | 'room_ids' | 'home_ids' | 'user_ids' | 'client_id';

/** Per kind of target: the ids that exist, and the column of the radiators' joins it names. */
const KINDS: Record<TargetKind, { exists: SQL; reaches: SQL }> = {
  radiator_ids: { exists: sql`SELECT id FROM radiators`, reaches: sql.raw('r.id') },
  room_ids: { exists: sql`SELECT id FROM rooms`, reaches: sql.raw('ro.id') },
  home_ids: { exists: sql`SELECT id FROM homes`, reaches: sql.raw('h.id') },
  user_ids: {
    exists: sql`SELECT id FROM users WHERE level = ${sql.raw(String(LEVEL.RESIDENTIAL))}`,
    reaches: sql.raw('h.user_id'),
  },
  client_id: {
    exists: sql`SELECT user_id FROM commercial_clients`,
    reaches: sql.raw('u.commercial_client_id'),
  },
};

/** That a radiator of `RADIATORS_WITH_RESIDENTS` in service is reached by a target of `kind` naming `ids`. */
export const reachedBy = (runner: Runner, kind: TargetKind, ids: readonly number[]) =>
  sql`r.removed_at IS NULL AND ${KINDS[kind].reaches} = ANY(${arrayParam(runner, 'int4', ids)}::int[])`;

/** The ids of `kind` (the first 20) that name nothing. */
export async function missingIds(runner: Runner, kind: TargetKind, ids: readonly number[]) {
  const rows = await rowsOf<{ id: number }>(
    runner,
    sql`SELECT g.id FROM unnest(${arrayParam(runner, 'int4', ids)}::int[]) AS g(id)
      WHERE g.id NOT IN (${KINDS[kind].exists}) ORDER BY g.id LIMIT 20`,
  );
  return rows.map((row) => row.id);
}

/**
 * The radiators in service a target of `kind` naming `ids` reaches, each with its home; `holding` them (FOR KEY
 * SHARE) until the transaction ends, so that none is deleted while a command's rows for it are written (those
 * rows have no foreign key: see commandRadiators).
 */
export const reachedRadiators = (
  runner: Runner,
  kind: TargetKind,
  ids: readonly number[],
  holding: boolean,
) =>
  rowsOf<{ radiator_id: number; home_id: number }>(
    runner,
    sql`SELECT r.id AS radiator_id, h.id AS home_id FROM ${RADIATORS_WITH_RESIDENTS}
      WHERE ${reachedBy(runner, kind, ids)} ORDER BY r.id${holding ? sql` FOR KEY SHARE OF r` : sql``}`,
  );

/** The homes of a preview, named, with their residents. */
export const namedHomes = (runner: Runner, homeIds: readonly number[]) =>
  rowsOf<{ id: number; name: string; user_id: number; resident_name: string }>(
    runner,
    sql`SELECT h.id, h.name, h.user_id, ${sql.raw(personNameOf('h.user_id'))} AS resident_name
      FROM homes AS h WHERE h.id = ANY(${arrayParam(runner, 'int4', homeIds)}::int[])`,
  );
