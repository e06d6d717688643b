import type {
  AuditAction,
  BulkAction,
  ResidentialUser,
  UserListFilters,
  UserListQuery,
} from '@radiant/contract';
import { STATUS } from '@radiant/contract';
import { type ChangeFeed, changeAwareCache } from '../../db/change-feed.ts';
import type { Db, Tx } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { listOf, t } from '../../messages/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { revokeTokensOfUsers } from '../sessions/repository.ts';
import {
  deleteUsers,
  findClientRefs,
  findPlanRefs,
  findRoom,
  findUser,
  findUserDetails,
  type ListedUser,
  listUsers,
  lockResidentialUsers,
  setUsersStatus,
  streamUsers,
} from './repository.ts';

const ENTITY = 'residential_user';
const USER = 'residentialUser';

type PlanRef = NonNullable<ResidentialUser['plan']>;
type ClientRef = NonNullable<ResidentialUser['commercial_client']>;
type Names = { plans: Map<number, PlanRef>; clients: Map<number, ClientRef> };

/** The ids among `ids` that `known` does not name yet, each once. */
const unknownOf = (ids: (number | null)[], known: Map<number, unknown>) => [
  ...new Set(ids.filter((id): id is number => id !== null && !known.has(id))),
];

/**
 * The lists of residential users, each user with its current plan and commercial client. The few plans and
 * clients are named from memory, kept until a plan or a client changes on any instance (the change feed), so
 * that a page costs one statement: a page naming one not seen yet reads just those first.
 */
export function residentialUserLists(db: Db, changes: ChangeFeed) {
  const kept = changeAwareCache<Names>(changes, ['subscription_plans', 'commercial_clients'], 1);

  async function named(users: ListedUser[]): Promise<ResidentialUser[]> {
    const names = await kept('names', async () => ({ plans: new Map(), clients: new Map() }));
    const plans = unknownOf(
      users.map((user) => user.plan_id),
      names.plans,
    );
    const clients = unknownOf(
      users.map((user) => user.client_id),
      names.clients,
    );
    const [foundPlans, foundClients] = await Promise.all([
      plans.length > 0 ? findPlanRefs(db, plans) : [],
      clients.length > 0 ? findClientRefs(db, clients) : [],
    ]);
    for (const plan of foundPlans) names.plans.set(plan.id, plan);
    for (const client of foundClients) names.clients.set(client.id, client);
    // Field by field: a copy with rest and spread cost more than the rest of the mapping.
    return users.map((user) => ({
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      mobile: user.mobile,
      town: user.town,
      city: user.city,
      post_code: user.post_code,
      status: user.status,
      created_at: user.created_at,
      last_seen_at: user.last_seen_at,
      plan: (user.plan_id !== null && names.plans.get(user.plan_id)) || null,
      commercial_client: (user.client_id !== null && names.clients.get(user.client_id)) || null,
    }));
  }

  return {
    async list(query: UserListQuery) {
      const { users, pagination } = await listUsers(db, query);
      return { users: await named(users), pagination };
    },
    async *stream(filters: UserListFilters) {
      for await (const batch of streamUsers(db, filters)) yield await named(batch);
    },
  };
}

export type UserPage = Awaited<ReturnType<ReturnType<typeof residentialUserLists>['list']>>;

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
