import type { Db, Tx } from '../db/database.ts';
import { conflictOnDuplicate } from '../db/queries.ts';
import { AppError, notFound, staleEdit } from '../errors.ts';
import { writeAudit } from '../modules/audit/repository.ts';
import type { ResourceQueries } from './queries.ts';

type Named = { id: number; title: string };

interface ResourceNames {
  /** The audit log's name for the resource. */
  entity: string;
  /** How a 404 names it: "The subscription plan". */
  label: string;
}

type Save<R> = {
  /** Absent for a new record. */
  id?: number;
  /** The version the edit was made from, when the caller sent one. */
  version?: number;
  values: Record<string, unknown>;
  /** What the audit entry records of the change. */
  details: Record<string, unknown>;
  /** The 409's sentence when the name is taken. */
  duplicate: string;
  /** Checks that run inside the transaction first (a 4xx leaves nothing written). */
  before?: (tx: Tx) => Promise<void>;
  /** Further writes inside the transaction; answers the record as it finally is. */
  after?: (tx: Tx, record: R) => Promise<R>;
};

/**
 * The transactions every resource runs the same way, each with its audit entry: save, a status toggle
 * (one UPDATE … RETURNING) and a delete that a rule of the resource may refuse.
 */
export function resourceActions<R extends Named>(queries: ResourceQueries<R>, names: ResourceNames) {
  const found = (record: R | undefined) => {
    if (!record) throw notFound(names.label);
    return record;
  };
  const audit = (tx: Tx, actorId: number, action: string, id: number, details: Record<string, unknown>) =>
    writeAudit(tx, { actorId, action, entity: names.entity, entityId: id, details });

  return {
    find: async (db: Db | Tx, id: number) => found(await queries.find(db, id)),

    save: (db: Db, actorId: number, change: Save<R>) =>
      db.transaction(async (tx) => {
        await change.before?.(tx);
        const write =
          change.id === undefined
            ? queries.insert(tx, change.values)
            : queries.update(tx, change.id, change.values, change.version);
        const written = await conflictOnDuplicate(write, change.duplicate);
        if (!written && change.id !== undefined && change.version !== undefined) {
          if (await queries.find(tx, change.id)) throw staleEdit(names.label);
        }
        const record = found(written);
        await audit(tx, actorId, change.id === undefined ? 'create' : 'update', record.id, change.details);
        return change.after ? change.after(tx, record) : record;
      }),

    setStatus: (db: Db, actorId: number, id: number, status: number) =>
      db.transaction(async (tx) => {
        const record = found(await queries.update(tx, id, { status, updatedAt: new Date() }));
        await audit(tx, actorId, 'set_status', id, { status });
        return record;
      }),

    /** `refusal` answers why this record must stay (a 409 with that sentence), or nothing. */
    remove: (
      db: Db,
      actorId: number,
      id: number,
      refusal: (tx: Tx, record: R) => Promise<string | undefined>,
    ) =>
      db.transaction(async (tx) => {
        const record = found(await queries.find(tx, id));
        const reason = await refusal(tx, record);
        if (reason) throw new AppError('CONFLICT', reason);
        await queries.remove(tx, id);
        await audit(tx, actorId, 'delete', id, { title: record.title });
        return record;
      }),
  };
}
