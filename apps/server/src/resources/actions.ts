import type { AuditAction, AuditEntity } from '@radiant/contract';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/database.ts';
import { conflictOnDuplicate } from '../db/queries.ts';
import { AppError, missedEditError, notFound, type Thing } from '../errors.ts';
import type { Localized } from '../messages/index.ts';
import { changesBetween, snapshotOf } from '../modules/audit/changes.ts';
import { writeAudit } from '../modules/audit/repository.ts';
import type { ResourceQueries, Table } from './queries.ts';

type Named = { id: number; title: string };

interface ResourceNames {
  /** The audit log's name for the resource. */
  entity: AuditEntity;
  /** How a 404 names it: `subscriptionPlan` for "The subscription plan". */
  label: Thing;
}

type Save<T extends Table> = {
  /** Absent for a new record. */
  id?: number;
  /** The version the edit was made from, when the caller sent one. */
  version?: number;
  /** The columns to write: all a new record needs, which an update writes over the stored ones. */
  values: PgInsertValue<T> & PgUpdateSetSource<T>;
  /** The 409's sentence when the name is taken. */
  duplicate: Localized;
  /** Checks that run inside the transaction first (a 4xx leaves nothing written). */
  before?: (tx: Tx) => Promise<void>;
  /** Further writes inside the transaction, once the record has its id. */
  after?: (tx: Tx, id: number) => Promise<void>;
};

/**
 * The transactions every resource runs the same way, each with its audit entry: save, a status toggle and a
 * delete that a rule of the resource may refuse. Each answers the record as it is once the transaction ends.
 * The entry holds the record as created (`after`), as deleted (`before`), or the fields a change touched.
 */
export function resourceActions<T extends Table, R extends Named>(
  queries: ResourceQueries<T, R>,
  names: ResourceNames,
) {
  const found = (record: R | undefined) => {
    if (!record) throw notFound(names.label);
    return record;
  };
  const audit = (
    tx: Tx,
    actorId: number,
    action: AuditAction,
    id: number,
    details: Record<string, unknown>,
  ) => writeAudit(tx, { actorId, action, entity: names.entity, entityId: id, details });

  return {
    find: async (db: Db | Tx, id: number) => found(await queries.find(db, id)),

    /** Writes the record and its audit entry, then reads it once, as it finally is. */
    save: (db: Db, actorId: number, change: Save<T>) =>
      db.transaction(async (tx) => {
        await change.before?.(tx);
        // Locked as it was, so that the entry's `before` is what this change changed.
        const was = change.id === undefined ? undefined : await queries.find(tx, change.id, { lock: true });
        const write =
          change.id === undefined
            ? queries.insert(tx, change.values)
            : queries.update(tx, change.id, change.values, change.version);
        const id = await conflictOnDuplicate(write, change.duplicate);
        if (id === undefined) {
          const editedId = change.id;
          throw await missedEditError(names.label, change.version, async () =>
            editedId === undefined ? undefined : queries.find(tx, editedId),
          );
        }
        await change.after?.(tx, id);
        const record = found(await queries.find(tx, id));
        await (was
          ? audit(tx, actorId, 'update', id, changesBetween(was, record))
          : audit(tx, actorId, 'create', id, { after: snapshotOf(record) }));
        return record;
      }),

    /** Switches the record on or off: `change` holds its status and what else a toggle writes. */
    setStatus: (db: Db, actorId: number, id: number, change: PgUpdateSetSource<T> & { status: number }) =>
      db.transaction(async (tx) => {
        const was = found(await queries.find(tx, id, { lock: true }));
        await queries.update(tx, id, change);
        const record = found(await queries.find(tx, id));
        await audit(tx, actorId, 'set_status', id, changesBetween(was, record));
        return record;
      }),

    /** `refusal` answers why this record must stay (a 409 with that sentence), or nothing. */
    remove: (
      db: Db,
      actorId: number,
      id: number,
      refusal: (tx: Tx, record: R) => Promise<Localized | undefined>,
    ) =>
      db.transaction(async (tx) => {
        const record = found(await queries.find(tx, id));
        const reason = await refusal(tx, record);
        if (reason) throw new AppError('CONFLICT', reason);
        await queries.remove(tx, id);
        await audit(tx, actorId, 'delete', id, { before: snapshotOf(record) });
        return record;
      }),
  };
}
