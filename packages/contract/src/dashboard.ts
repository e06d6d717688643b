import { z } from 'zod';
import { defineOperations } from './operation.ts';

/** The oldest and newest year the sign-up statistics answer for. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

const ZThisAndLast = z.object({ this_month: z.number(), last_month: z.number() });

/** What an admin opens the console for: customers, the fleet, subscriptions and money, as of `as_of`. */
export const ZAdminDashboard = z.object({
  residential_users: z.object({ total: z.number(), active: z.number(), new_this_month: z.number() }),
  /** Clients, the homes of their residential users they pay for, and those homes' fees per month now. */
  commercial_clients: z.object({
    total: z.number(),
    new_this_month: z.number(),
    managed_homes: z.number(),
    monthly_fees: z.number(),
  }),
  // In service; `reporting` have ever sent telemetry, `offline_over_24h` have been silent for a day since.
  radiators: z.object({
    installed: z.number(),
    reporting: z.number(),
    online: z.number(),
    offline_over_24h: z.number(),
  }),
  subscriptions_by_plan: z.array(
    z.object({
      plan_id: z.number(),
      title: z.string(),
      type: z.number(),
      subscribers: z.number(),
      monthly_recurring_revenue: z.number(),
    }),
  ),
  /** Current subscriptions' monthly value in GBP, a yearly one counting a twelfth of its price. */
  monthly_recurring_revenue: z.number(),
  /** Subscription revenue earned in the calendar month (UTC), the current one up to now, in GBP. */
  revenue: ZThisAndLast,
  /** Commercial clients' fees per managed home earned in the calendar month (UTC), in GBP. */
  fees: ZThisAndLast,
  /** Heat delivered by the whole fleet in the calendar month (UTC), the current one up to now. */
  fleet_energy_kwh: ZThisAndLast,
  as_of: z.iso.datetime(),
});
export type AdminDashboard = z.output<typeof ZAdminDashboard>;

export const ZSignupsQuery = z.object({
  year: z.coerce
    .number({ error: 'Use a year such as 2026.' })
    .int({ error: 'Use a year such as 2026.' })
    .min(FIRST_YEAR, { error: `Use a year from ${FIRST_YEAR} on.` })
    .max(LAST_YEAR, { error: `Use a year up to ${LAST_YEAR}.` })
    .optional(),
});

export const ZSignups = z.object({
  year: z.number(),
  months: z.array(z.object({ month: z.number(), residential: z.number(), commercial: z.number() })),
});
export type Signups = z.output<typeof ZSignups>;

export const dashboardOperations = defineOperations('dashboard', 'Dashboard', {
  admin: {
    method: 'GET',
    path: '/v2/dashboard/admin',
    summary: 'The admin dashboard: customers, radiators, subscriptions by plan, revenue and fleet energy',
    access: 'admin',
    data: z.object({ analytics: ZAdminDashboard }),
  },
  live: {
    method: 'GET',
    path: '/v1/dashboard/admin/live',
    summary:
      'The admin dashboard as server-sent events (text/event-stream): a `figures` event with the figures now, ' +
      'then one each time they change (at most every few seconds)',
    access: 'admin',
    events: { figures: ZAdminDashboard },
  },
  newSignups: {
    method: 'GET',
    path: '/v1/dashboard/admin/new-signups',
    summary: 'Residential and commercial sign-ups per month of a year (this year by default)',
    access: 'admin',
    query: ZSignupsQuery,
    data: z.object({ analytics: ZSignups }),
  },
});
