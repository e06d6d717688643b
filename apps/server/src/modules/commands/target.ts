import { type CommandTarget, LEVEL } from '@radiant/contract';
import type { RawSql } from '../../db/database.ts';
import { AppError } from '../../errors.ts';

type ListKind = 'radiator_ids' | 'room_ids' | 'home_ids' | 'user_ids';
export type TargetKind = ListKind | 'client_id';

/** Per kind of target: what it names, the table that holds those, and the radiators it reaches. */
const KINDS: Record<TargetKind, { noun: string; exists: string; reaches: string }> = {
  radiator_ids: { noun: 'radiator', exists: 'SELECT id FROM radiators', reaches: 'r.id' },
  room_ids: { noun: 'room', exists: 'SELECT id FROM rooms', reaches: 'ro.id' },
  home_ids: { noun: 'home', exists: 'SELECT id FROM homes', reaches: 'h.id' },
  user_ids: {
    noun: 'residential user',
    exists: `SELECT id FROM users WHERE level = ${LEVEL.RESIDENTIAL}`,
    reaches: 'h.user_id',
  },
  client_id: {
    noun: 'commercial client',
    exists: 'SELECT user_id FROM commercial_clients',
    reaches: 'u.commercial_client_id',
  },
};

/** The radiators in service a target reaches, each with its home. */
export interface TargetRadiators {
  radiatorIds: number[];
  homeIds: number[];
}

/** Radiators (`r`) with their room (`ro`), home (`h`) and resident (`u`), for a FROM clause. */
export const RADIATORS_WITH_HOMES = `radiators AS r JOIN rooms AS ro ON ro.id = r.room_id
  JOIN homes AS h ON h.id = ro.home_id JOIN users AS u ON u.id = h.user_id`;

/** The condition that a radiator is reached by a target of `kind` naming the ids in parameter `$n`. */
export const reachOf = (kind: TargetKind, n: number) => `${KINDS[kind].reaches} = ANY($${n}::int[])`;

/** A 404 naming the ids of `kind` that name nothing (the first 20). */
export async function assertAllExist(sql: RawSql, kind: TargetKind, ids: readonly number[], then: string) {
  const { noun, exists } = KINDS[kind];
  const missing = await sql.query<{ id: number }>(
    `SELECT g.id FROM unnest($1::int[]) AS g(id) WHERE g.id NOT IN (${exists}) ORDER BY g.id LIMIT 20`,
    [sql.array('int4', ids)],
  );
  if (missing.length === 0) return;
  const named = missing.map((row) => row.id).join(', ');
  throw new AppError(
    'NOT_FOUND',
    ids.length === 1 ? `The ${noun} was not found.` : `No ${noun} has these ids: ${named}. ${then}`,
  );
}

const kindOf = (target: CommandTarget) =>
  (Object.keys(KINDS) as TargetKind[]).find((kind) => target[kind] !== undefined) ?? 'radiator_ids';

/**
 * The radiators in service that `target` reaches. A 404 names the ids that name nothing; a target that reaches
 * no radiator in service is a 400 (there is nothing to send).
 */
export async function targetRadiators(sql: RawSql, target: CommandTarget): Promise<TargetRadiators> {
  const kind = kindOf(target);
  const value = target[kind];
  const ids = [...new Set(Array.isArray(value) ? value : [value as number])];
  await assertAllExist(sql, kind, ids, 'Nothing was sent.');
  const rows = await sql.query<{ radiator_id: number; home_id: number }>(
    `SELECT r.id AS radiator_id, h.id AS home_id FROM ${RADIATORS_WITH_HOMES}
      WHERE r.removed_at IS NULL AND ${reachOf(kind, 1)} ORDER BY r.id`,
    [sql.array('int4', ids)],
  );
  if (rows.length === 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      `This ${KINDS[kind].noun} has no radiator in service: there is nothing to send.`,
      { errors: [{ path: `target.${kind}`, message: 'No radiator in service here.' }] },
    );
  }
  return { radiatorIds: rows.map((row) => row.radiator_id), homeIds: rows.map((row) => row.home_id) };
}
