import { z } from 'zod';
import { envelope } from './envelope.ts';
import { ZListQuery, ZPagination, ZRecordIdParam, ZStatus, ZStatusParam } from './pagination.ts';

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
});
export type ManufacturerFields = z.input<typeof ZManufacturerFields>;

export const ZManufacturerListQuery = ZListQuery;
export const ZManufacturerListResponse = envelope(
  z.object({ manufacturers: z.array(ZManufacturer), pagination: ZPagination }),
);
export const ZManufacturerResponse = envelope(z.object({ manufacturer: ZManufacturer }));
export const ZManufacturerStatusParams = z.object({
  manufacturer_id: ZRecordIdParam,
  status: ZStatusParam,
});
