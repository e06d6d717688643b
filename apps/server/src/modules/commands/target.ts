import type { CommandTarget } from '@radiant/contract';
import type { Runner } from '../../db/queries.ts';
import { AppError } from '../../errors.ts';
import { missingIds, reachedRadiators, type TargetKind } from './targets-repository.ts';

/** What each kind of target names, in words. */
const NOUNS: Record<TargetKind, string> = {
  radiator_ids: 'radiator',
  room_ids: 'room',
  home_ids: 'home',
  user_ids: 'residential user',
  client_id: 'commercial client',
};

/** The radiators in service a target reaches, each with its home. */
export interface TargetRadiators {
  radiatorIds: number[];
  homeIds: number[];
}

/** A 404 naming the ids of `kind` that name nothing (the first 20), with `then` saying what it meant. */
export async function assertAllExist(runner: Runner, kind: TargetKind, ids: readonly number[], then: string) {
  const missing = await missingIds(runner, kind, ids);
  if (missing.length === 0) return;
  const noun = NOUNS[kind];
  throw new AppError(
    'NOT_FOUND',
    ids.length === 1
      ? `The ${noun} was not found.`
      : `No ${noun} has these ids: ${missing.join(', ')}. ${then}`,
  );
}

const kindOf = (target: CommandTarget) =>
  (Object.keys(NOUNS) as TargetKind[]).find((kind) => target[kind] !== undefined) ?? 'radiator_ids';

/**
 * The radiators in service that `target` reaches. A 404 names the ids that name nothing; a target that reaches
 * no radiator in service is a 400 (there is nothing to send).
 */
export async function targetRadiators(runner: Runner, target: CommandTarget): Promise<TargetRadiators> {
  const kind = kindOf(target);
  const value = target[kind];
  const ids = [...new Set(Array.isArray(value) ? value : [value as number])];
  await assertAllExist(runner, kind, ids, 'Nothing was sent.');
  const rows = await reachedRadiators(runner, kind, ids);
  if (rows.length === 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      `This ${NOUNS[kind]} has no radiator in service: there is nothing to send.`,
      { errors: [{ path: `target.${kind}`, message: 'No radiator in service here.' }] },
    );
  }
  return { radiatorIds: rows.map((row) => row.radiator_id), homeIds: rows.map((row) => row.home_id) };
}
