import {
  BRAND_COLORS,
  commercialClientOperations,
  featureOperations,
  manufacturerOperations,
  type Operation,
  planOperations,
} from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { createCommercialClient } from './support/accounts.ts';
import { form } from './support/images.ts';
import { callerAs, createLoggedInAccount, createTestApp, type TestInput } from './support/test-app.ts';
import { unique } from './support/unique.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const call = callerAs(app, token);

/** One editable resource: how to make a record, and an edit of it from a copy of a given version. */
interface Editable {
  name: string;
  create: () => Promise<{ id: number; version: number }>;
  edit: (id: number, title: string, version?: number) => [Operation, TestInput];
  /** What an edit changed, as the record answers it, and what it answers after an edit with `title`. */
  titleOf: (record: Record<string, unknown>) => unknown;
  shown?: (title: string) => unknown;
  read: (id: number) => Promise<Record<string, unknown>>;
}

const colourFor = (title: string) => `#${String(title.length).padStart(6, '0')}`;
const colours = (hex: string) => Object.fromEntries(BRAND_COLORS.map((key) => [key, hex]));
const data = async (operation: Operation, input: TestInput) => (await call(operation, input)).json().data;

const EDITABLES: Editable[] = [
  {
    name: 'a plan',
    create: async () =>
      (
        await data(planOperations.create, {
          body: { title: unique('Versioned plan'), type: 2, cost: 5, yearly_discount: 0 },
        })
      ).plan,
    edit: (planId, title, version) => [
      planOperations.update,
      { params: { planId }, body: { title, type: 2, cost: 5, yearly_discount: 0, version } },
    ],
    titleOf: (plan) => plan.title,
    read: async (planId) => (await data(planOperations.get, { params: { planId } })).plan,
  },
  {
    name: 'a feature',
    create: async () =>
      (await data(featureOperations.create, { body: { title: unique('Versioned feature') } })).feature,
    edit: (id, title, version) => [featureOperations.update, { params: { id }, body: { title, version } }],
    titleOf: (feature) => feature.title,
    read: async (id) => {
      const { subscription_plans_features: features } = await data(featureOperations.list, {
        query: { limit: 100 },
      });
      return features.find((feature: { id: number }) => feature.id === id);
    },
  },
  {
    name: 'a manufacturer',
    create: async () =>
      (
        await data(manufacturerOperations.create, {
          body: form({ title: unique('Versioned maker'), website: 'https://maker.example.com', info: '' }),
        })
      ).manufacturer,
    edit: (id, title, version) => [
      manufacturerOperations.update,
      {
        params: { id },
        body: form({
          title,
          website: 'https://maker.example.com',
          info: '',
          ...(version === undefined ? {} : { version: String(version) }),
        }),
      },
    ],
    titleOf: (manufacturer) => manufacturer.title,
    read: async (id) => (await data(manufacturerOperations.get, { params: { id } })).manufacturer,
  },
  {
    name: "a client's colours",
    create: async () => {
      const client = await createCommercialClient(database, { businessName: unique('Versioned client') });
      return (await data(commercialClientOperations.get, { params: { id: client.id } })).client;
    },
    // The colour stands in for a title: a hex made from the title's length.
    edit: (id, title, version) => [
      commercialClientOperations.updateTheme,
      { params: { id }, body: { ...colours(colourFor(title)), version } },
    ],
    titleOf: (client) => client.primary_color,
    shown: (title) => colourFor(title),
    read: async (id) => (await data(commercialClientOperations.get, { params: { id } })).client,
  },
];

describe.each(EDITABLES)('editing $name', (editable) => {
  it('from the current version saves and counts a new version', async () => {
    const record = await editable.create();
    const [operation, input] = editable.edit(record.id, unique('First edit'), record.version);
    const saved = await call(operation, input);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await editable.read(record.id)).toMatchObject({ version: record.version + 1 });
  });

  it('from a stale copy answers 409 with a sentence and changes nothing', async () => {
    const record = await editable.create();
    await call(...editable.edit(record.id, unique('Their edit'), record.version));
    const theirs = await editable.read(record.id);

    const stale = await call(...editable.edit(record.id, unique('My later edit'), record.version));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'STALE_VERSION',
      description: expect.stringMatching(/Reload/),
    });
    expect(await editable.read(record.id)).toEqual(theirs);
  });

  it('without a version applies to whatever is stored, as integrators without one expect', async () => {
    const record = await editable.create();
    await call(...editable.edit(record.id, unique('Their edit'), record.version));
    const blindTitle = unique('A blind edit');
    const blind = await call(...editable.edit(record.id, blindTitle));
    expect(blind.statusCode).toBe(200);
    const stored = await editable.read(record.id);
    expect(editable.titleOf(stored)).toBe(editable.shown?.(blindTitle) ?? blindTitle);
    expect(stored).toMatchObject({ version: record.version + 2 });
  });
});
