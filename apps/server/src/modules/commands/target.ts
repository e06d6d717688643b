import type { CommandTarget } from '@radiant/contract';
import type { Runner } from '../../db/queries.ts';
import { AppError, fieldError } from '../../errors.ts';
import { listOf, t } from '../../messages/index.ts';
import { missingIds, reachedRadiators, type TargetKind } from './targets-repository.ts';

/** The kinds of target, as a command names them. */
const KINDS: readonly TargetKind[] = ['radiator_ids', 'room_ids', 'home_ids', 'user_ids', 'client_id'];

/** The radiators in service a target reaches, each with its home. */
export interface TargetRadiators {
  radiatorIds: number[];
  homeIds: number[];
}

/** A 404 naming the ids of `kind` that name nothing (the first 20): nothing was sent. */
export async function assertAllExist(runner: Runner, kind: TargetKind, ids: readonly number[]) {
  const missing = await missingIds(runner, kind, ids);
  if (missing.length === 0) return;
  throw new AppError(
    'NOT_FOUND',
    ids.length === 1 ? t(`target.${kind}`) : t(`targets.${kind}`, { ids: listOf(missing) }),
  );
}

const kindOf = (target: CommandTarget) => KINDS.find((kind) => target[kind] !== undefined) ?? 'radiator_ids';

/**
 * The radiators in service that `target` reaches, `holding` them until the transaction ends (a command's, which
 * writes rows for them). A 404 names the ids that name nothing; a target that reaches no radiator in service is
 * a 400 (there is nothing to send).
 */
export async function targetRadiators(
  runner: Runner,
  target: CommandTarget,
  holding: boolean,
): Promise<TargetRadiators> {
  const kind = kindOf(target);
  const value = target[kind];
  const ids = [...new Set(Array.isArray(value) ? value : [value as number])];
  await assertAllExist(runner, kind, ids);
  const rows = await reachedRadiators(runner, kind, ids, holding);
  if (rows.length === 0) {
    throw new AppError('VALIDATION_ERROR', t(`idle.${kind}`), {
      errors: [fieldError(`target.${kind}`, 'idleField')],
    });
  }
  return { radiatorIds: rows.map((row) => row.radiator_id), homeIds: rows.map((row) => row.home_id) };
}
