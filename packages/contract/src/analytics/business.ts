import { z } from 'zod';
import { FIRST_YEAR, LAST_YEAR } from '../dashboard.ts';
import { defineOperations } from '../operation.ts';
import { ZClientIdParam } from './scope.ts';

// The business over time, for the six chart screens and commercial analytics: sign-ups, customers, revenue
// and the subscription mix, of residential users or of commercial clients (one client with clientId).

export const BUSINESS_AUDIENCES = ['residential', 'commercial'] as const;
export const BUSINESS_PERIODS = ['weekly', 'monthly', 'yearly'] as const;
/** How many years a yearly chart shows, ending with the year asked for. */
export const BUSINESS_YEARS = 5;

export const ZBusinessQuery = z
  .object({
    audience: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(BUSINESS_AUDIENCES, { error: 'Use residential or commercial.' }))
      .default('residential'),
    clientId: ZClientIdParam,
    period: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(BUSINESS_PERIODS, { error: 'Use weekly, monthly or yearly.' }))
      .default('monthly'),
    year: z.coerce
      .number({ error: 'Use a year such as 2026.' })
      .int({ error: 'Use a year such as 2026.' })
      .min(FIRST_YEAR, { error: `Use a year from ${FIRST_YEAR} to ${LAST_YEAR}.` })
      .max(LAST_YEAR, { error: `Use a year from ${FIRST_YEAR} to ${LAST_YEAR}.` })
      .optional(),
  })
  .refine((query) => query.clientId === undefined || query.audience === 'commercial', {
    error: 'A client’s figures are commercial: use audience=commercial with clientId.',
    path: ['audience'],
  });
export type BusinessQuery = z.output<typeof ZBusinessQuery>;

const ZPlanCount = z.object({ plan_id: z.number(), subscribers: z.number() });

export const ZBusinessBucket = z.object({
  start: z.iso.datetime(),
  /** Residential users (or clients) who signed up in the bucket; of one client, its new residential users. */
  signups: z.number(),
  /** Residential users (or clients) at the bucket's end (or now, for the current one). */
  customers: z.number(),
  /** Homes of the clients' residential users at the bucket's end: what commercial clients pay for. */
  managed_homes: z.number(),
  /**
   * Revenue earned in the bucket, in GBP: residential subscriptions (a month's price spread over that month,
   * a yearly one a twelfth of it per month), or the clients' fees per managed home per month.
   */
  revenue_gbp: z.number(),
  /** Current subscriptions per plan at the bucket's end; of commercial clients, their residential users'. */
  subscribers: z.array(ZPlanCount),
});

export const ZBusinessSeries = z.object({
  audience: z.enum(BUSINESS_AUDIENCES),
  client_id: z.number().nullable(),
  period: z.enum(BUSINESS_PERIODS),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  plans: z.array(z.object({ plan_id: z.number(), title: z.string(), type: z.number() })),
  buckets: z.array(ZBusinessBucket),
  totals: z.object({ signups: z.number(), revenue_gbp: z.number() }),
});
export type BusinessSeries = z.output<typeof ZBusinessSeries>;

export const businessOperations = defineOperations('business', 'Analytics', {
  series: {
    method: 'GET',
    path: '/v1/analytics/admin/business',
    summary:
      'Sign-ups, customers, revenue and subscription mix over time, of residential users, commercial clients or one client: a year by week or month, or five years',
    access: 'admin',
    query: ZBusinessQuery,
    data: z.object({ analytics: ZBusinessSeries }),
  },
});
