import { manufacturerOperations, statusName } from '@radiant/contract';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { manufacturerQueries } from './repository.ts';
import {
  deleteManufacturer,
  getLogo,
  manufacturerActions,
  saveManufacturer,
  setManufacturerStatus,
} from './service.ts';

/** Radiator manufacturers, saved as multipart forms with an optional logo file. */
export const manufacturerRoutes = operationRoutes(manufacturerOperations, ({ database: { db } }) => ({
  list: async ({ query }) => {
    const { records, pagination } = await manufacturerQueries.list(db, query);
    return success('MANUFACTURERS', `${countOf(pagination.total, 'manufacturer')}.`, {
      manufacturers: records,
      pagination,
    });
  },
  get: async ({ params }) => {
    const manufacturer = await manufacturerActions.find(db, params.id);
    return success('MANUFACTURER', `${manufacturer.title}.`, { manufacturer });
  },
  create: async (request) => {
    const { logo, ...fields } = request.body;
    const manufacturer = await saveManufacturer(db, actorIdOf(request), fields, logo);
    return success('MANUFACTURER_CREATED', `${manufacturer.title} has been added.`, { manufacturer });
  },
  update: async (request) => {
    const { logo, ...fields } = request.body;
    const manufacturer = await saveManufacturer(db, actorIdOf(request), fields, logo, request.params.id);
    return success('MANUFACTURER_UPDATED', `${manufacturer.title} has been updated.`, { manufacturer });
  },
  remove: async (request) => {
    const manufacturer = await deleteManufacturer(db, actorIdOf(request), request.params.id);
    return success('MANUFACTURER_DELETED', `${manufacturer.title} has been deleted.`, {});
  },
  setStatus: async (request) => {
    const { manufacturer_id, status } = request.params;
    const manufacturer = await setManufacturerStatus(db, actorIdOf(request), manufacturer_id, status);
    const state = statusName(manufacturer.status);
    return success('MANUFACTURER_STATUS_CHANGED', `${manufacturer.title} is now ${state}.`, { manufacturer });
  },
  // Public brand images (an <img> cannot send the token), cached for good under their versioned address;
  // nosniff and the global CSP come from the security plugin.
  logo: async ({ params }, reply) => {
    const logo = await getLogo(db, params.id);
    return reply
      .type(logo.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${logo.version}"`)
      .header('content-disposition', 'inline')
      .send(logo.data);
  },
}));
