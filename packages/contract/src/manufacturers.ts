import { z } from 'zod';
import { ZEmptyData } from './envelope.ts';
import { defineOperations, ZUpload } from './operation.ts';
import { listQuery, ZIdParam, ZPagination, ZRecordIdParam, ZStatus, ZStatusParam } from './pagination.ts';
import { ZExpectedVersion, ZVersion } from './versions.ts';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_DIMENSION = 4096;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const ZRadiatorModel = z
  .object({
    id: z.number().int(),
    name: z.string(),
    rated_power_w: z.number().int(),
    radiators_installed: z.number().int(),
  })
  .meta({ id: 'RadiatorModel' });
export type RadiatorModel = z.infer<typeof ZRadiatorModel>;

export const ZManufacturer = z
  .object({
    id: z.number().int(),
    title: z.string(),
    website: z.string(),
    info: z.string(),
    status: ZStatus,
    logo_url: z.string().nullable(),
    models: z.array(ZRadiatorModel),
    radiators_installed: z.number().int(),
    created_at: z.string(),
    version: ZVersion,
  })
  .meta({ id: 'Manufacturer' });
export type Manufacturer = z.infer<typeof ZManufacturer>;

/** The text fields of the multipart form; `logo` is the file field beside them. */
export const ZManufacturerFields = z.object({
  title: z
    .string()
    .trim()
    .min(2, { error: 'Give the manufacturer a name of at least 2 characters.' })
    .max(80),
  website: z
    .url({
      protocol: /^https?$/,
      error: 'Enter the website as a full http(s) address, e.g. https://example.com.',
    })
    .max(300),
  info: z.string().trim().max(2000).default(''),
  version: ZExpectedVersion,
});
export type ManufacturerFields = z.input<typeof ZManufacturerFields>;

/** The multipart form: the text fields and an optional logo file. */
const ZManufacturerForm = ZManufacturerFields.extend({
  logo: ZUpload.optional().meta({
    type: 'string',
    format: 'binary',
    description: 'PNG, JPEG or WebP, at most 2 MB.',
  }),
});
export type ManufacturerForm = z.input<typeof ZManufacturerForm>;

const ZManufacturerAnswer = z.object({ manufacturer: ZManufacturer });
const form = { maxFileBytes: LOGO_MAX_BYTES };

export const manufacturerOperations = defineOperations('manufacturer', 'Manufacturers', {
  list: {
    method: 'GET',
    path: '/v1/radiators/manufacturers',
    summary: 'List manufacturers with their radiator models',
    access: 'admin',
    query: listQuery(['title', 'created']),
    data: z.object({ manufacturers: z.array(ZManufacturer), pagination: ZPagination }),
  },
  get: {
    method: 'GET',
    path: '/v1/radiators/manufacturers/:id',
    summary: 'A manufacturer',
    access: 'admin',
    params: ZIdParam,
    data: ZManufacturerAnswer,
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/v1/radiators/manufacturers',
    summary: 'Add a manufacturer (multipart form with an optional logo)',
    idempotent: true,
    access: 'admin',
    body: ZManufacturerForm,
    form,
    data: ZManufacturerAnswer,
    errors: [409, 413, 415],
  },
  update: {
    method: 'POST',
    path: '/v1/radiators/manufacturers/:id',
    summary: 'Update a manufacturer; without a logo file the current logo stays',
    access: 'admin',
    params: ZIdParam,
    body: ZManufacturerForm,
    form,
    data: ZManufacturerAnswer,
    errors: [404, 409, 413, 415],
  },
  remove: {
    method: 'DELETE',
    path: '/v1/radiators/manufacturers/:id',
    summary: 'Delete a manufacturer none of whose radiators was ever installed',
    access: 'admin',
    params: ZIdParam,
    data: ZEmptyData,
    errors: [404, 409],
  },
  setStatus: {
    method: 'PUT',
    path: '/v1/radiators/manufacturers/toggle-status/:manufacturer_id/:status',
    summary: 'Activate (1) or deactivate (0) a manufacturer',
    access: 'admin',
    params: z.object({ manufacturer_id: ZRecordIdParam, status: ZStatusParam }),
    data: ZManufacturerAnswer,
    errors: [404],
  },
  logo: {
    method: 'GET',
    path: '/v1/radiators/manufacturers/:id/logo',
    summary: "A manufacturer's logo (public: an image cannot send the token)",
    access: 'public',
    params: ZIdParam,
    mediaType: 'image/*',
    errors: [404],
  },
});
