import { z } from 'zod';
import { ZEmail, ZNewPassword, ZProfile, ZUser } from './auth.ts';
import { defineOperations } from './operation.ts';
import { listQuery, ZIdParam, ZPagination } from './pagination.ts';
import { ZExpectedVersion, ZVersion } from './versions.ts';

/** A brand colour as `#RRGGBB`, any case in, lowercase out; a bad one is named by its label. */
const brandColor = (label: string) => {
  const error = `${label} must be a colour as #RRGGBB, e.g. #1e6fd9.`;
  return z
    .string({ error })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error })
    .transform((color) => color.toLowerCase());
};

/** The eight colours that theme a client's white-labelled app, in the spec's order. */
export const ZBrandColors = z.object({
  primary_color: brandColor('Primary colour'),
  primary_dark_color: brandColor('Primary dark colour'),
  secondary_color: brandColor('Secondary colour'),
  accent_color: brandColor('Accent colour'),
  background_color: brandColor('Background colour'),
  title_text_color: brandColor('Title text colour'),
  header_text_color: brandColor('Header text colour'),
  button_text_color: brandColor('Button text colour'),
});
export type BrandColors = z.output<typeof ZBrandColors>;
export type BrandColor = keyof BrandColors;
export const BRAND_COLORS = Object.keys(ZBrandColors.shape) as BrandColor[];

/** 1 or 0, as a number or as the string a form sends. */
const ZSameAddress = z
  .union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], {
    error: 'Use 1 when the business address is the main address, 0 otherwise.',
  })
  .transform((flag) => (Number(flag) === 1 ? 1 : 0));

const ZBusinessAddress = z.object({
  business_address_line1: ZProfile.shape.address_line1,
  business_address_line2: ZProfile.shape.address_line2,
  business_town: ZProfile.shape.town,
  business_city: ZProfile.shape.city,
  business_post_code: ZProfile.shape.post_code,
});
type BusinessAddress = z.output<typeof ZBusinessAddress>;

/** The business address that the main address fills when the flag is set. */
export const businessAddressOf = (main: {
  address_line1: string;
  address_line2: string;
  town: string;
  city: string;
  post_code: string;
}): BusinessAddress => ({
  business_address_line1: main.address_line1,
  business_address_line2: main.address_line2,
  business_town: main.town,
  business_city: main.city,
  business_post_code: main.post_code,
});

/**
 * A new client: first_name is the business name, last_name the trading name (the spec's mapping). With
 * is_same_address 1 the business address is the main address, here, so that server and console agree.
 */
export const ZCommercialClientRequest = ZProfile.extend({
  first_name: z.string().trim().min(1, { error: 'Enter the business name.' }).max(100),
  last_name: z.string().trim().min(1, { error: 'Enter the trading name.' }).max(100),
  email: ZEmail,
  password: ZNewPassword,
  business_name: z.string().trim().max(100).default(''),
  is_same_address: ZSameAddress.default(0),
  ...ZBusinessAddress.shape,
  ...ZBrandColors.shape,
}).transform((client) => ({
  ...client,
  business_name: client.business_name || client.first_name,
  ...(client.is_same_address === 1 && businessAddressOf(client)),
}));
export type CommercialClientRequest = z.input<typeof ZCommercialClientRequest>;

/** Plain text fields of an answer, for these keys. */
const textFields = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>;

export const ZCommercialClient = ZUser.extend({
  business_name: z.string(),
  is_same_address: z.union([z.literal(0), z.literal(1)]),
  ...textFields(Object.keys(ZBusinessAddress.shape) as (keyof BusinessAddress)[]),
  ...textFields(BRAND_COLORS),
  residential_users: z.number().int(),
  version: ZVersion,
}).meta({ id: 'CommercialClient' });
export type CommercialClient = z.infer<typeof ZCommercialClient>;

export const ZClientResidentialUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.string(),
});

export const ZCommercialClientDetail = ZCommercialClient.extend({
  /** Radiators in service in the homes of its residential users. */
  radiators: z.number().int(),
  /** Its residential users' current subscriptions per month: yearly ones count a twelfth. */
  monthly_recurring_revenue: z.number(),
  /** Its newest residential users, up to 10. */
  newest_residential_users: z.array(ZClientResidentialUser),
}).meta({ id: 'CommercialClientDetail' });
export type CommercialClientDetail = z.infer<typeof ZCommercialClientDetail>;

const ZClientAnswer = z.object({ client: ZCommercialClientDetail });

export const commercialClientOperations = defineOperations('commercialClient', 'Commercial clients', {
  list: {
    method: 'GET',
    path: '/v2/admin/commercial_clients',
    summary: 'List commercial clients with their number of residential users',
    access: 'admin',
    query: listQuery(['name', 'created']),
    data: z.object({ clients: z.array(ZCommercialClient), pagination: ZPagination }),
  },
  create: {
    method: 'POST',
    path: '/v2/admin/commercial_clients',
    summary: 'Add a commercial client: a level-5001 account with its business and brand colours',
    idempotent: true,
    access: 'admin',
    body: ZCommercialClientRequest,
    data: z.object({ user: ZCommercialClient }),
    errors: [409],
  },
  get: {
    method: 'GET',
    path: '/v2/admin/commercial_clients/:id',
    summary: 'A commercial client with its radiators, monthly recurring revenue and newest residential users',
    access: 'admin',
    params: ZIdParam,
    data: ZClientAnswer,
    errors: [404],
  },
  updateTheme: {
    method: 'PUT',
    path: '/v2/admin/commercial_clients/:id/theme',
    summary: "Change the eight colours of a client's white-labelled app",
    access: 'admin',
    params: ZIdParam,
    body: ZBrandColors.extend({ version: ZExpectedVersion }),
    data: ZClientAnswer,
    errors: [404, 409],
  },
});
