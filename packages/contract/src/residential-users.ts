import { z } from 'zod';
import { ZEmptyData } from './envelope.ts';
import { defineOperations } from './operation.ts';
import {
  MAX_PAGE_SIZE,
  ZIdParam,
  ZKeysetPagination,
  ZRecordId,
  ZRecordIdParam,
  ZSearch,
  ZStatus,
  ZStatusParam,
} from './pagination.ts';

export const USER_SORTS = ['signed_up', 'name', 'last_seen'] as const;
export type UserSort = (typeof USER_SORTS)[number] | `-${(typeof USER_SORTS)[number]}`;
export const DEFAULT_USER_SORT: UserSort = '-signed_up';

/**
 * Past this many matches a list's total is the planner's estimate instead of a count: counting costs a heap visit
 * per match, and an admin reads "about 40,000" as well as the exact figure.
 */
export const EXACT_TOTAL_LIMIT = 1_000;
/** How many residential users one bulk action may change. */
export const BULK_MAX_USERS = 500;
/** Keyset paging from the end of the list: `before=end` is its last page. */
export const LIST_END = 'end';

const ZDay = z.iso.date({ error: 'Use a date as YYYY-MM-DD.' });

/** Search terms of two characters or more, all of which a user must match. */
export const searchTermsOf = (search: string | undefined): string[] =>
  (search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term.length >= 2);

const userFilterFields = z.object({
  search: ZSearch.refine((search) => search === '' || searchTermsOf(search).length > 0, {
    error: 'Type at least 2 characters to search.',
  }).optional(),
  status: ZStatusParam.optional(),
  plan: ZRecordIdParam.optional(),
  client: ZRecordIdParam.optional(),
  signed_up_from: ZDay.optional(),
  signed_up_to: ZDay.optional(),
  sort: z
    .enum([...USER_SORTS, ...USER_SORTS.map((key) => `-${key}` as const)], {
      error: `Sort by ${USER_SORTS.join(', ')}, each optionally preceded by "-" for descending.`,
    })
    .default(DEFAULT_USER_SORT),
});

const inOrder = (query: { signed_up_from?: string; signed_up_to?: string }) =>
  !query.signed_up_from || !query.signed_up_to || query.signed_up_from <= query.signed_up_to;
const rangeInOrder = {
  path: ['signed_up_to'],
  error: 'The end of the sign-up range must not be before its start.',
};

/** Which residential users: search, status, plan, commercial client, sign-up range, and their order. */
export const ZUserListFilters = userFilterFields.refine(inOrder, rangeInOrder);
export type UserListFilters = z.output<typeof ZUserListFilters>;

/**
 * A page of residential users: by number (`page`, as the spec's console asks) or, for any depth at the speed of
 * the first page, by keyset (`after` or `before` the cursor a previous page answered; `before=end` for the last).
 */
export const ZUserListQuery = userFilterFields
  .extend({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    after: z.string().max(500).optional(),
    before: z.string().max(500).optional(),
  })
  .refine(inOrder, rangeInOrder)
  .refine((query) => !(query.after && query.before), {
    path: ['before'],
    error: 'Give either after or before, not both.',
  });
export type UserListQuery = z.output<typeof ZUserListQuery>;

const ZPlanRef = z.object({ id: z.number().int(), title: z.string(), type: z.number().int() });
const ZClientRef = z.object({ id: z.number().int(), business_name: z.string() });

export const ZResidentialUser = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    mobile: z.string(),
    town: z.string(),
    city: z.string(),
    post_code: z.string(),
    status: ZStatus,
    created_at: z.string(),
    last_seen_at: z.string(),
    plan: ZPlanRef.nullable(),
    commercial_client: ZClientRef.nullable(),
  })
  .meta({ id: 'ResidentialUser' });
export type ResidentialUser = z.infer<typeof ZResidentialUser>;

const ZSubscriptionPeriod = z.object({
  id: z.number().int(),
  plan: ZPlanRef,
  billing: z.enum(['monthly', 'yearly']),
  price_paid: z.number(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});

const ZRadiator = z.object({
  id: z.number().int(),
  model: z.string(),
  manufacturer: z.object({ id: z.number().int(), title: z.string() }),
  rated_power_w: z.number().int(),
  installed_at: z.string(),
  removed_at: z.string().nullable(),
});

/** What a room is used for: its heating schedule, its moisture and whether it counts for excess cold follow. */
export const ROOM_TYPES = ['living', 'kitchen', 'dining', 'bedroom', 'bathroom', 'office', 'hall'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

const ZRoomSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  area_m2: z.number(),
  radiators: z.number().int(),
});

export const ZResidentialUserDetails = ZResidentialUser.extend({
  address_line1: z.string(),
  address_line2: z.string(),
  subscriptions: z.array(ZSubscriptionPeriod),
  homes: z.array(
    z.object({ id: z.number().int(), name: z.string(), city: z.string(), rooms: z.array(ZRoomSummary) }),
  ),
}).meta({ id: 'ResidentialUserDetails' });
export type ResidentialUserDetails = z.infer<typeof ZResidentialUserDetails>;

export const ZRoom = ZRoomSummary.omit({ radiators: true })
  .extend({
    home: z.object({ id: z.number().int(), name: z.string(), city: z.string() }),
    user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
    radiators: z.array(ZRadiator),
  })
  .meta({ id: 'Room' });
export type Room = z.infer<typeof ZRoom>;

export const BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const ZBulkRequest = z.object({
  action: z.enum(BULK_ACTIONS, { error: `Choose one of ${BULK_ACTIONS.join(', ')}.` }),
  ids: z
    .array(ZRecordId)
    .min(1, { error: 'Select at least one user.' })
    .max(BULK_MAX_USERS, { error: `Select at most ${BULK_MAX_USERS} users at once.` })
    .transform((ids) => [...new Set(ids)]),
});
export type BulkRequest = z.input<typeof ZBulkRequest>;

/** The columns of the CSV export, in order. */
export const USER_EXPORT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'town',
  'city',
  'post_code',
  'plan',
  'commercial_client',
  'status',
  'signed_up',
  'last_seen',
] as const;

const ZUserAnswer = z.object({ user: ZResidentialUser });

export const residentialUserOperations = defineOperations('residentialUser', 'Residential users', {
  list: {
    method: 'GET',
    path: '/v1/users',
    summary: 'List residential users: search, filters, sort, pages by number or keyset',
    access: 'admin',
    query: ZUserListQuery,
    data: z.object({ users: z.array(ZResidentialUser), pagination: ZKeysetPagination }),
  },
  export: {
    method: 'GET',
    path: '/v1/users/export.csv',
    summary: 'Every residential user that matches the search and filters, as CSV streamed row by row',
    access: 'admin',
    query: ZUserListFilters,
    mediaType: 'text/csv',
  },
  get: {
    method: 'GET',
    path: '/v1/users/:id',
    summary: 'A residential user with subscriptions, homes, rooms and radiators',
    access: 'admin',
    params: ZIdParam,
    data: z.object({ user: ZResidentialUserDetails }),
    errors: [404],
  },
  room: {
    method: 'GET',
    path: '/v1/rooms/:id',
    summary: 'A room with its home, its resident and its radiators',
    access: 'admin',
    params: ZIdParam,
    data: z.object({ room: ZRoom }),
    errors: [404],
  },
  remove: {
    method: 'DELETE',
    path: '/v1/users/:id',
    summary: 'Delete a residential user with everything that is theirs; their tokens stop working',
    access: 'admin',
    params: ZIdParam,
    data: ZEmptyData,
    errors: [404],
  },
  setStatus: {
    method: 'PUT',
    path: '/v1/users/toggle-status/:user_id/:status',
    summary: "Activate (1) or deactivate (0) a residential user; deactivation revokes the user's tokens",
    access: 'admin',
    params: z.object({ user_id: ZRecordIdParam, status: ZStatusParam }),
    data: ZUserAnswer,
    errors: [404],
  },
  bulk: {
    method: 'POST',
    path: '/v1/users/bulk',
    summary: 'Activate, deactivate or delete selected residential users in one transaction',
    access: 'admin',
    body: ZBulkRequest,
    data: z.object({ action: z.enum(BULK_ACTIONS), affected: z.number().int() }),
    errors: [404],
  },
});
