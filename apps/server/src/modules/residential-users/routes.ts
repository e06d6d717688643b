import { residentialUserOperations, statusName, type UserListQuery } from '@radiant/contract';
import { changeAwareCache } from '../../db/change-feed.ts';
import { sendCsv } from '../../http/csv.ts';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { userCsvLinesOf } from './csv.ts';
import {
  changeResidentialUsers,
  getResidentialUser,
  getRoom,
  residentialUserLists,
  setResidentialUserStatus,
  type UserPage,
} from './service.ts';

const nameOf = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`;

const BROWSED_PAGES_KEPT = 200;

const BULK_DONE = {
  activate: 'activated',
  deactivate: 'deactivated',
  delete: 'deleted',
} as const;

/** Residential (app) users: the list at any size, their details, status, deletion, bulk actions and export. */
export const residentialUserRoutes = operationRoutes(
  residentialUserOperations,
  ({ database: { db }, changes }) => {
    const lists = residentialUserLists(db, changes);
    // The pages every admin opens (no search: each search is typed once) stay in memory until a user, a
    // subscription, a plan or a client changes. A request that says `Cache-Control: no-cache` reads afresh.
    const browsedPages = changeAwareCache<UserPage>(
      changes,
      ['users', 'subscriptions', 'subscription_plans', 'commercial_clients'],
      BROWSED_PAGES_KEPT,
    );
    const pageOf = (query: UserListQuery, fresh: boolean) =>
      query.search || fresh
        ? lists.list(query)
        : browsedPages(JSON.stringify(query), () => lists.list(query));
    return {
      list: async ({ query, headers }) => {
        const fresh = headers['cache-control']?.includes('no-cache') ?? false;
        const { users, pagination } = await pageOf(query, fresh);
        const about = pagination.total_estimated ? 'About ' : '';
        return success('USERS', `${about}${countOf(pagination.total, 'residential user')}.`, {
          users,
          pagination,
        });
      },
      // CSV streamed in keyset batches: a million rows go out in bounded memory.
      export: async ({ query }, reply) =>
        sendCsv(reply, 'residential-users', userCsvLinesOf(lists.stream(query))),
      get: async ({ params }) => {
        const user = await getResidentialUser(db, params.id);
        return success('USER', `${nameOf(user)}.`, { user });
      },
      room: async ({ params }) => {
        const room = await getRoom(db, params.id);
        return success('ROOM', `${room.name} in ${room.home.name}.`, { room });
      },
      remove: async (request) => {
        const [user] = await changeResidentialUsers(db, actorIdOf(request), 'delete', [request.params.id]);
        return success('USER_DELETED', `${user ? nameOf(user) : 'The user'} has been deleted.`, {});
      },
      setStatus: async (request) => {
        const { user_id, status } = request.params;
        const user = await setResidentialUserStatus(db, actorIdOf(request), user_id, status);
        const state = statusName(user.status);
        return success('USER_STATUS_CHANGED', `${nameOf(user)} is now ${state}.`, { user });
      },
      bulk: async (request) => {
        const { action, ids } = request.body;
        const users = await changeResidentialUsers(db, actorIdOf(request), action, ids);
        return success('USERS_CHANGED', `${countOf(users.length, 'user')} ${BULK_DONE[action]}.`, {
          action,
          affected: users.length,
        });
      },
    };
  },
);
