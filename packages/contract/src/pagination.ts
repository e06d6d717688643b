import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** `search`, `page` (1-based) and `limit`, taken by every list. */
/** What a list is searched for; a NUL character, which no stored text holds, is refused. */
export const ZSearch = z
  .string()
  .trim()
  .max(100, { error: 'Search for at most 100 characters.' })
  .refine((search) => !search.includes('\0'), { error: 'A search cannot hold a NUL character.' });

export const ZListQuery = z.object({
  search: ZSearch.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ListQuery = z.infer<typeof ZListQuery>;

/**
 * A list's query with its sort keys: `sort=title` ascending, `sort=-title` descending; the first key is the
 * default order.
 */
export const listQuery = <const K extends string>(sorts: readonly [K, ...K[]]) =>
  ZListQuery.extend({
    sort: z
      .enum([...sorts, ...sorts.map((key) => `-${key}` as const)], {
        error: `Sort by ${sorts.join(', ')}, each optionally preceded by "-" for descending.`,
      })
      .optional(),
  });

export const ZPagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof ZPagination>;

/** The pagination of a list that also pages by keyset: fast at any depth of a very long list. */
export const ZKeysetPagination = ZPagination.extend({
  /** True when `total` is the planner's estimate (a count past a limit would cost too much). */
  total_estimated: z.boolean(),
  /** Cursors for the neighbouring pages (`after=next`, `before=previous`), null at either end. */
  next: z.string().nullable(),
  previous: z.string().nullable(),
}).meta({ id: 'KeysetPagination' });
export type KeysetPagination = z.infer<typeof ZKeysetPagination>;

/** A page of a list paged by id alone, newest first: `next` is the `after` of the following page, null on the last. */
export const ZCursorPagination = z
  .object({ limit: z.number(), next: z.string().nullable() })
  .meta({ id: 'CursorPagination' });

/** The `after` of a list paged by id: the `next` of the page before, digits of an id that may pass 2^31. */
export const ZCursorParam = z
  .string()
  .regex(/^[0-9]{1,15}$/, { error: 'Use the `next` of the page before.' });

export const ZStatus = z.union([z.literal(0), z.literal(1)]);
export type Status = z.infer<typeof ZStatus>;

/** What the two statuses of an account, a plan or a manufacturer mean. */
export const STATUS = { ACTIVE: 1, INACTIVE: 0 } as const;

/** The status a stored number stands for: active only when it is exactly active's. */
export const statusOf = (value: number): Status =>
  value === STATUS.ACTIVE ? STATUS.ACTIVE : STATUS.INACTIVE;

/** A status in words, as CSV files and audit descriptions say it. */
export const statusName = (status: number) => (status === STATUS.ACTIVE ? 'active' : 'inactive');

/** A status taken from a path segment: exactly "0" or "1". */
export const ZStatusParam = z
  .enum(['0', '1'], { error: 'Use 1 for active or 0 for inactive.' })
  .transform(Number);

/** The largest id the database's integer columns hold. */
export const MAX_RECORD_ID = 2_147_483_647;
/** A record's id: a positive whole number that fits the database's integer columns. */
export const ZRecordId = z.number().int().positive().max(MAX_RECORD_ID);
/**
 * A record's id in a path or a query: decimal digits only, so that `0x4CE`, `1e0`, ` 7` or `+7` name no
 * record, and within the range of the database's integer columns.
 */
export const idParam = (error = `Use an id: a whole number from 1 to ${MAX_RECORD_ID}, in digits.`) =>
  z
    .string({ error })
    .regex(/^[0-9]{1,10}$/, { error, abort: true })
    .transform(Number)
    .pipe(z.number().int().min(1, { error }).max(MAX_RECORD_ID, { error }));
export const ZRecordIdParam = idParam();
export const ZIdParam = z.object({ id: ZRecordIdParam });
