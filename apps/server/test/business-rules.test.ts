import {
  businessOperations,
  commercialClientOperations,
  DAY_MS,
  dashboardOperations,
  LEVEL,
  planOperations,
  residentialUserOperations,
} from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { plans, subscriptions } from '../src/db/schema.ts';
import { createAccount, createCommercialClient } from './support/accounts.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

// A database of this file's own: the dashboard's totals count only what this test puts in.
const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

const now = Date.now();
const title = unique('Rules plan');
const client = await createCommercialClient(database, { businessName: unique('Rules client') });
const resident = (name: string) =>
  createAccount(database, { level: LEVEL.RESIDENTIAL, firstName: name, commercialClientId: client.id });
const [leaving, gone] = [await resident('Leaving'), await resident('Gone')];
const [plan] = await database.db
  .insert(plans)
  .values({ title, type: 2, cost: 12, yearlyDiscount: 0 })
  .returning();
if (!plan) throw new Error('No plan was inserted.');
await database.db.insert(subscriptions).values([
  // Ends next week: current until then, on every screen.
  {
    userId: leaving.id,
    planId: plan.id,
    billing: 'monthly',
    pricePaid: 12,
    startedAt: new Date(now - 60 * DAY_MS),
    endedAt: new Date(now + 7 * DAY_MS),
  },
  // Ended ten days ago: current nowhere.
  {
    userId: gone.id,
    planId: plan.id,
    billing: 'monthly',
    pricePaid: 30,
    startedAt: new Date(now - 90 * DAY_MS),
    endedAt: new Date(now - 10 * DAY_MS),
  },
]);

describe('A subscription that ends next week and one that ended ten days ago', () => {
  it('count as one current subscriber worth £12 a month on every screen', async () => {
    const listed = (await send(planOperations.list, { query: { search: title } })).json().data.plans;
    expect(listed).toMatchObject([{ id: plan.id, active_subscribers: 1 }]);

    const details = (await send(planOperations.get, { params: { planId: plan.id } })).json().data;
    expect(details.figures).toMatchObject({ active_subscribers: 1, monthly_subscribers: 1 });

    const dashboard = (await send(dashboardOperations.admin)).json().data.analytics;
    expect(dashboard.subscriptions_by_plan).toContainEqual(
      expect.objectContaining({ plan_id: plan.id, subscribers: 1, monthly_recurring_revenue: 12 }),
    );
    expect(dashboard.monthly_recurring_revenue).toBe(12);

    const filtered = (await send(residentialUserOperations.list, { query: { plan: plan.id } })).json().data;
    expect(filtered.users.map((user: { id: number }) => user.id)).toEqual([leaving.id]);

    const userPlan = async (id: number) =>
      (await send(residentialUserOperations.get, { params: { id } })).json().data.user.plan;
    expect(await userPlan(leaving.id)).toMatchObject({ id: plan.id });
    expect(await userPlan(gone.id)).toBeNull();

    const figures = (await send(commercialClientOperations.get, { params: { id: client.id } })).json().data;
    expect(figures.client.monthly_recurring_revenue).toBe(12);

    const chart = (
      await send(businessOperations.series, { query: { audience: 'residential', period: 'monthly' } })
    ).json().data.analytics;
    expect(chart.buckets.at(-1).subscribers).toEqual([{ plan_id: plan.id, subscribers: 1 }]);
  });

  it('earn the same revenue this month on the dashboard and on the business chart', async () => {
    const dashboard = (await send(dashboardOperations.admin)).json().data.analytics;
    const chart = (
      await send(businessOperations.series, { query: { audience: 'residential', period: 'monthly' } })
    ).json().data.analytics;
    // Both count up to their own "now", a few milliseconds apart: a penny is more than that earns.
    expect(chart.buckets.at(-1).revenue_gbp).toBeCloseTo(dashboard.revenue.this_month, 1);
    expect(dashboard.revenue.this_month).toBeGreaterThan(0);
  });
});
