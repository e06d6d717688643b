import { commercialClientOperations } from '@radiant/contract';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { listClients } from './repository.ts';
import { createCommercialClient, getCommercialClient, updateCommercialClientTheme } from './service.ts';

/** Commercial clients: level-5001 accounts of housing associations, letting agents and installers. */
export const commercialClientRoutes = operationRoutes(commercialClientOperations, ({ database: { db } }) => ({
  list: async ({ query }) => {
    const { records, pagination } = await listClients(db, query);
    return success('COMMERCIAL_CLIENTS', `${countOf(pagination.total, 'commercial client')}.`, {
      clients: records,
      pagination,
    });
  },
  create: async (request) => {
    const user = await createCommercialClient(db, actorIdOf(request), request.body);
    return success(
      'COMMERCIAL_CLIENT_CREATED',
      `${user.business_name} has been added as a commercial client.`,
      { user },
    );
  },
  get: async ({ params }) => {
    const client = await getCommercialClient(db, params.id);
    return success('COMMERCIAL_CLIENT', `${client.business_name}.`, { client });
  },
  updateTheme: async (request) => {
    const client = await updateCommercialClientTheme(db, actorIdOf(request), request.params.id, request.body);
    return success(
      'COMMERCIAL_CLIENT_THEME_UPDATED',
      `${client.business_name}'s brand colours have been saved.`,
      {
        client,
      },
    );
  },
}));
