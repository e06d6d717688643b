import { featureOperations, LEVEL, planOperations } from '@radiant/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, plans, subscriptions } from '../src/db/schema.ts';
import { createAccount } from './support/accounts.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const call = callerAs(app, token);

async function createFeature(title = unique('Open-window detection')) {
  const response = await call(featureOperations.create, { body: { title, description: 'Stops heating.' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.feature as { id: number; title: string };
}

const planBody = async (overrides: object = {}) => ({
  title: unique('Standard'),
  type: 2,
  cost: '4.99',
  yearly_discount: '15',
  subscription_plans_features: [(await createFeature()).id, (await createFeature()).id],
  ...overrides,
});

async function createPlan(overrides: object = {}) {
  const response = await call(planOperations.create, { body: await planBody(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.plan as { id: number; title: string; status: number };
}

describe('subscription plans', () => {
  it('creates a plan from numeric strings, stores numbers, and answers with a description', async () => {
    const body = await planBody();
    const response = await call(planOperations.create, { body });
    expect(response.json()).toMatchObject({
      code: 200,
      message: 'PLAN_CREATED',
      description: `The plan "${body.title}" has been created.`,
      data: {
        plan: {
          title: body.title,
          type: 2,
          cost: 4.99,
          yearly_discount: 15,
          status: 1,
          active_subscribers: 0,
        },
      },
    });
    const features = response
      .json()
      .data.plan.subscription_plans_features.map((feature: { id: number }) => feature.id);
    expect(features).toEqual(body.subscription_plans_features);
    const [row] = await database.db.select().from(plans).where(eq(plans.title, body.title));
    expect(row?.cost).toBe(4.99);
  });

  it('names the field of each bad number and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ cost: '-1' }, 'cost'],
      [{ cost: 'free' }, 'cost'],
      [{ cost: 4.999 }, 'cost'],
      [{ yearly_discount: 101 }, 'yearly_discount'],
      [{ type: 7 }, 'type'],
      [{ title: '' }, 'title'],
      [{ subscription_plans_features: [1, 1] }, 'subscription_plans_features'],
    ];
    const before = await database.db.select().from(plans);
    for (const [overrides, path] of cases) {
      const response = await call(planOperations.create, { body: await planBody(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors[0].path).toBe(path);
    }
    expect(await database.db.select().from(plans)).toEqual(before);
  });

  it('answers 400 for unknown feature ids and 409 for a title already used', async () => {
    const unknown = await call(planOperations.create, {
      body: await planBody({ subscription_plans_features: [987654] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().description).toContain('987654');
    const plan = await createPlan();
    const duplicate = await call(planOperations.create, {
      body: await planBody({ title: plan.title.toLowerCase() }),
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('updates a plan, replacing its features', async () => {
    const plan = await createPlan();
    const feature = await createFeature();
    const body = await planBody({
      title: plan.title,
      type: 3,
      cost: 9,
      subscription_plans_features: [feature.id],
    });
    const response = await call(planOperations.update, { params: { planId: plan.id }, body });
    expect(response.json().data.plan).toMatchObject({
      type: 3,
      cost: 9,
      subscription_plans_features: [{ id: feature.id, title: feature.title }],
    });
    expect((await call(planOperations.update, { params: { planId: 999999 }, body })).statusCode).toBe(404);
  });

  it('toggles the status with the path value and reports it', async () => {
    const plan = await createPlan();
    const off = await call(planOperations.setStatus, { params: { planId: plan.id, status: 0 } });
    expect(off.json().data.plan.status).toBe(0);
    expect(off.json().description).toContain('inactive');
    expect(
      (await call(planOperations.setStatus, { params: { planId: plan.id, status: 1 } })).json().data.plan
        .status,
    ).toBe(1);
    expect(
      (await call(planOperations.setStatus, { params: { planId: plan.id, status: 'yes' } })).statusCode,
    ).toBe(400);
  });

  it('refuses to delete a plan with active subscribers, saying to deactivate it', async () => {
    const plan = await createPlan();
    const user = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    await database.db
      .insert(subscriptions)
      .values({ userId: user.id, planId: plan.id, billing: 'yearly', pricePaid: 50.9 });
    const detail = await call(planOperations.get, { params: { planId: plan.id } });
    expect(detail.json().data).toMatchObject({
      plan: { active_subscribers: 1 },
      figures: { active_subscribers: 1, yearly_subscribers: 1, monthly_subscribers: 0, revenue_total: 50.9 },
    });
    const refused = await call(planOperations.remove, { params: { planId: plan.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toMatch(/1 active subscriber,.*Deactivate it instead/);
  });

  it('deletes a plan nobody holds, and records every change in the audit log', async () => {
    const plan = await createPlan();
    await call(planOperations.setStatus, { params: { planId: plan.id, status: 0 } });
    const deleted = await call(planOperations.remove, { params: { planId: plan.id } });
    expect(deleted.json()).toMatchObject({ code: 200, message: 'PLAN_DELETED' });
    expect((await call(planOperations.get, { params: { planId: plan.id } })).statusCode).toBe(404);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(plan.id)));
    expect(
      entries.filter((entry) => entry.entity === 'subscription_plan').map((entry) => entry.action),
    ).toEqual(['create', 'set_status', 'delete']);
  });

  it('lists plans with search and paging', async () => {
    const tag = unique('Tiered');
    for (const [index, type] of [1, 2, 3].entries()) await createPlan({ title: `${tag} ${index}`, type });
    const response = await call(planOperations.list, { query: { search: tag, limit: 2 } });
    expect(response.json().data.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(response.json().data.plans.map((plan: { type: number }) => plan.type)).toEqual([1, 2]);
    expect((await call(planOperations.list, { query: { limit: 1000 } })).statusCode).toBe(400);
  });

  it('sorts by a key the contract names, "-" for descending, and keeps the total past the last page', async () => {
    const tag = unique('Sorted');
    for (const cost of [3, 1, 2]) await createPlan({ title: `${tag} ${cost}`, cost });
    const costs = async (sort: string) =>
      (await call(planOperations.list, { query: { search: tag, sort } }))
        .json()
        .data.plans.map((plan: { cost: number }) => plan.cost);
    expect(await costs('cost')).toEqual([1, 2, 3]);
    expect(await costs('-cost')).toEqual([3, 2, 1]);
    const beyond = await call(planOperations.list, { query: { search: tag, page: 5 } });
    expect(beyond.json().data).toMatchObject({ plans: [], pagination: { page: 5, total: 3 } });
    const unknown = await call(planOperations.list, { query: { sort: 'password' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('sort');
  });

  it('answers 404 for a status change of a plan that does not exist, writing nothing', async () => {
    const before = await database.db.select().from(auditLog);
    const missing = await call(planOperations.setStatus, { params: { planId: 999_999, status: 0 } });
    expect(missing.statusCode).toBe(404);
    expect(await database.db.select().from(auditLog)).toEqual(before);
  });
});

describe('the feature catalogue', () => {
  it('lists, renames and deletes features, refusing a feature in use with 409', async () => {
    const feature = await createFeature();
    const listed = await call(featureOperations.list, { query: { search: feature.title } });
    expect(listed.json().data.subscription_plans_features).toEqual([
      { id: feature.id, title: feature.title, description: 'Stops heating.', plans_count: 0, version: 1 },
    ]);
    const renamed = unique('Geofencing');
    const update = await call(featureOperations.update, {
      params: { id: feature.id },
      body: { title: renamed },
    });
    expect(update.json().data.feature.title).toBe(renamed);

    await createPlan({ subscription_plans_features: [feature.id] });
    const inUse = await call(featureOperations.remove, { params: { id: feature.id } });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().description).toBe(
      `"${renamed}" is part of 1 plan. Remove it from that plan before deleting it.`,
    );
    const spare = await createFeature();
    expect((await call(featureOperations.remove, { params: { id: spare.id } })).statusCode).toBe(200);
    const duplicate = await call(featureOperations.create, { body: { title: renamed.toUpperCase() } });
    expect(duplicate.statusCode).toBe(409);
  });

  it('words bad input plainly, naming the field', async () => {
    const untitled = await call(featureOperations.create, { body: {} });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().errors).toEqual([{ path: 'title', message: 'This field is required.' }]);
    const badId = await call(featureOperations.remove, { params: { id: 'abc' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().description).toBe(
      'The field "id" in the path is invalid: Use an id: a whole number from 1 to 2147483647, in digits.',
    );
  });
});
