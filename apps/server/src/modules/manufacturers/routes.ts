import multipart from '@fastify/multipart';
import {
  LOGO_MAX_BYTES,
  ZDeletedResponse,
  ZIdParam,
  ZListQuery,
  ZManufacturerFields,
  ZManufacturerListResponse,
  ZManufacturerResponse,
  ZManufacturerStatusParams,
} from '@radiant/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { adminErrors, countOf, success } from '../../http/envelope.ts';
import { accountOf } from '../../plugins/authentication.ts';
import { findManufacturer, listManufacturers } from './repository.ts';
import {
  createManufacturer,
  deleteManufacturer,
  setManufacturerStatus,
  updateManufacturer,
} from './service.ts';

const ZManufacturerForm = ZManufacturerFields.extend({
  logo: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), { error: 'Attach the logo as an image file.' })
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'PNG, JPEG or WebP, at most 2 MB.' }),
});

/** Radiator manufacturers, sent as multipart forms with an optional logo file (admin only). */
export const manufacturerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
  });
  const tags = ['Manufacturers'];
  const db = app.database.db;
  const actor = (request: Parameters<typeof accountOf>[0]) => accountOf(request).account.id;
  const formErrors = adminErrors(404, 409, 413, 415);

  app.get(
    '/v1/radiators/manufacturers',
    {
      schema: {
        tags,
        querystring: ZListQuery,
        response: { 200: ZManufacturerListResponse, ...adminErrors() },
      },
    },
    async (request) => {
      const { manufacturers, total } = await listManufacturers(db, request.query);
      const { page, limit } = request.query;
      return success('MANUFACTURERS', `${countOf(total, 'manufacturer')}.`, {
        manufacturers,
        pagination: { page, limit, total },
      });
    },
  );

  app.get(
    '/v1/radiators/manufacturers/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZManufacturerResponse, ...adminErrors(404) } } },
    async (request) => {
      const manufacturer = await findManufacturer(db, request.params.id);
      if (!manufacturer) throw notFound('The manufacturer');
      return success('MANUFACTURER', `${manufacturer.title}.`, { manufacturer });
    },
  );

  app.post(
    '/v1/radiators/manufacturers',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: ZManufacturerForm,
        response: { 200: ZManufacturerResponse, ...formErrors },
      },
    },
    async (request) => {
      const { logo, ...fields } = request.body;
      const manufacturer = await createManufacturer(db, actor(request), fields, logo);
      return success('MANUFACTURER_CREATED', `${manufacturer.title} has been added.`, { manufacturer });
    },
  );

  app.post(
    '/v1/radiators/manufacturers/:id',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: ZIdParam,
        body: ZManufacturerForm,
        response: { 200: ZManufacturerResponse, ...formErrors },
      },
    },
    async (request) => {
      const { logo, ...fields } = request.body;
      const manufacturer = await updateManufacturer(db, actor(request), request.params.id, fields, logo);
      return success('MANUFACTURER_UPDATED', `${manufacturer.title} has been updated.`, { manufacturer });
    },
  );

  app.delete(
    '/v1/radiators/manufacturers/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZDeletedResponse, ...adminErrors(404, 409) } } },
    async (request) => {
      const manufacturer = await deleteManufacturer(db, actor(request), request.params.id);
      return success('MANUFACTURER_DELETED', `${manufacturer.title} has been deleted.`, {});
    },
  );

  app.put(
    '/v1/radiators/manufacturers/toggle-status/:manufacturer_id/:status',
    {
      schema: {
        tags,
        params: ZManufacturerStatusParams,
        response: { 200: ZManufacturerResponse, ...adminErrors(404) },
      },
    },
    async (request) => {
      const { manufacturer_id, status } = request.params;
      const manufacturer = await setManufacturerStatus(db, actor(request), manufacturer_id, status);
      const state = manufacturer.status === 1 ? 'active' : 'inactive';
      return success('MANUFACTURER_STATUS_CHANGED', `${manufacturer.title} is now ${state}.`, {
        manufacturer,
      });
    },
  );
};
