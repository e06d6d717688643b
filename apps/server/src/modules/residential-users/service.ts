import type { AuditAction, BulkAction, UserListFilters, UserListQuery } from '@radiant/contract';
import { STATUS } from '@radiant/contract';
import type { Db, Tx } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { listOf, t } from '../../messages/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { revokeTokensOfUsers } from '../sessions/repository.ts';
import {
  deleteUsers,
  findRoom,
  findUser,
  findUserDetails,
  listUsers,
  lockResidentialUsers,
  setUsersStatus,
  streamUsers,
} from './repository.ts';

const ENTITY = 'residential_user';
const USER = 'residentialUser';

export const listResidentialUsers = (db: Db, query: UserListQuery) => listUsers(db, query);

export const streamResidentialUsers = (db: Db, filters: UserListFilters) => streamUsers(db, filters);

export async function getResidentialUser(db: Db, id: number) {
  const user = await findUserDetails(db, id);
  if (!user) throw notFound(USER);
  return user;
}

export async function getRoom(db: Db, id: number) {
  const room = await findRoom(db, id);
  if (!room) throw notFound('room');
  return room;
}

/**
 * Locks the residential users among `ids`; any id that is not one (unknown, an admin, a commercial client)
 * is a 404 that leaves everything as it was.
 */
async function lockAll(tx: Tx, ids: number[]) {
  const found = await lockResidentialUsers(tx, ids);
  if (found.length < ids.length) {
    if (ids.length === 1) throw notFound(USER);
    const missing = ids.filter((id) => !found.some((user) => user.id === id));
    throw new AppError('NOT_FOUND', t('usersMissing', { count: missing.length, ids: listOf(missing) }));
  }
  return found;
}

const AUDIT_ACTION_OF: Record<BulkAction, AuditAction> = {
  activate: 'set_status',
  deactivate: 'set_status',
  delete: 'delete',
};

/**
 * Activates, deactivates or deletes residential users in one transaction, each with its audit entry.
 * Deactivated users' tokens stop working at once; deleted users take their homes, rooms, radiators,
 * subscriptions and tokens with them.
 */
export function changeResidentialUsers(db: Db, actorId: number, action: BulkAction, ids: number[]) {
  return db.transaction(async (tx) => {
    const users = await lockAll(tx, ids);
    if (action === 'delete') {
      await deleteUsers(tx, ids);
    } else {
      await setUsersStatus(tx, ids, action === 'activate' ? 1 : 0);
      if (action === 'deactivate') await revokeTokensOfUsers(tx, ids);
    }
    await writeAudit(
      tx,
      users.map((user) => ({
        actorId,
        action: AUDIT_ACTION_OF[action],
        entity: ENTITY,
        entityId: user.id,
        details:
          action === 'delete'
            ? { name: `${user.first_name} ${user.last_name}` }
            : { before: { status: user.status }, after: { status: action === 'activate' ? 1 : 0 } },
      })),
    );
    return users;
  });
}

export async function setResidentialUserStatus(db: Db, actorId: number, id: number, status: number) {
  await changeResidentialUsers(db, actorId, status === STATUS.ACTIVE ? 'activate' : 'deactivate', [id]);
  const user = await findUser(db, id);
  if (!user) throw notFound(USER);
  return user;
}
