import { DAY_MS, LEVEL } from '@radiant/contract';
import { eq } from 'drizzle-orm';
import { planFeatureLinks, planFeatures, plans, subscriptions, users } from '../db/schema.ts';
import type { DemoDataSet } from './index.ts';
import { createRandom, insertBatches } from './random.ts';

const FEATURES = [
  ['Smart schedules', 'Weekly heating programmes per room, with comfort and eco temperatures.'],
  ['Open-window detection', 'Stops heating a room when a sudden temperature drop shows an open window.'],
  ['Boost mode', 'One tap for an hour of extra heat in one room.'],
  ['Geofencing', 'Turns the heating down when everyone has left and up as they come home.'],
  ['Energy reports', 'Monthly energy use and cost per room, compared with last year.'],
  ['Holiday mode', 'Frost protection while the home is empty, back to normal the day before return.'],
  ['Child lock', 'Locks the radiator buttons.'],
  ['Multi-home', 'Several homes on one account.'],
  ['Weather compensation', 'Adapts heating curves to the outdoor forecast.'],
  ['Adaptive start', 'Learns how long each room takes to warm up and starts just in time.'],
  ['Voice assistants', 'Control by voice assistant.'],
  ['Priority support', 'Answers from the support team within one working day.'],
] as const;

const PLANS = [
  { title: 'Free', type: 1, cost: 0, yearlyDiscount: 0, features: 3, share: 0.5 },
  { title: 'Standard', type: 2, cost: 3.99, yearlyDiscount: 15, features: 7, share: 0.35 },
  { title: 'Premium', type: 3, cost: 7.99, yearlyDiscount: 20, features: 12, share: 0.15 },
];

/** The feature catalogue, Free / Standard / Premium, and the residential users' subscriptions to them. */
export const subscriptionPlans: DemoDataSet = {
  name: 'subscription-plans',
  async load(tx) {
    const random = createRandom(2002);
    const features = await tx
      .insert(planFeatures)
      .values(FEATURES.map(([title, description]) => ({ title, description })))
      .returning({ id: planFeatures.id });
    const created: ((typeof PLANS)[number] & { id: number })[] = [];
    for (const plan of PLANS) {
      const [row] = await tx.insert(plans).values(plan).returning({ id: plans.id });
      const planId = row?.id ?? 0;
      const links = features
        .slice(0, plan.features)
        .map((feature, position) => ({ planId, featureId: feature.id, position }));
      await tx.insert(planFeatureLinks).values(links);
      created.push({ ...plan, id: planId });
    }

    const residents = await tx
      .select({ id: users.id, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.level, LEVEL.RESIDENTIAL));
    const now = Date.now();
    const rows = residents.flatMap((resident) => {
      if (random.next() > 0.8) return [];
      const draw = random.next();
      const plan = draw < 0.5 ? created[0] : draw < 0.85 ? created[1] : created[2];
      if (!plan) return [];
      const billing = random.next() < 0.7 ? ('monthly' as const) : ('yearly' as const);
      const price = billing === 'monthly' ? plan.cost : plan.cost * 12 * (1 - plan.yearlyDiscount / 100);
      const startedAt = new Date(resident.createdAt.getTime() + random.int(0, 14) * DAY_MS);
      const cancelled = random.next() < 0.1 && startedAt.getTime() < now - 30 * DAY_MS;
      const endedAt = cancelled
        ? new Date(Math.min(now, startedAt.getTime() + random.int(30, 300) * DAY_MS))
        : null;
      return [
        {
          userId: resident.id,
          planId: plan.id,
          billing,
          pricePaid: Math.round(price * 100) / 100,
          startedAt,
          endedAt,
        },
      ];
    });
    for (const batch of insertBatches(rows)) await tx.insert(subscriptions).values(batch);
  },
};
