import { LEVEL } from '@radiant/contract';
import { DEMO_PLAN_FEATURES, DEMO_PLANS, demoSubscriptions } from '@radiant/demo';
import { eq } from 'drizzle-orm';
import { planFeatureLinks, planFeatures, plans, subscriptions, users } from '../../db/schema.ts';
import { insertBatches } from '../bulk-insert.ts';
import type { DemoDataSet } from '../index.ts';

/** The feature catalogue, Free / Standard / Premium, and the residential users' subscriptions to them. */
export const subscriptionPlans: DemoDataSet = {
  name: 'subscription-plans',
  async load(tx) {
    const features = await tx
      .insert(planFeatures)
      .values(DEMO_PLAN_FEATURES)
      .returning({ id: planFeatures.id });
    const planIds: number[] = [];
    for (const { title, type, cost, yearlyDiscount, features: offered } of DEMO_PLANS) {
      const [row] = await tx
        .insert(plans)
        .values({ title, type, cost, yearlyDiscount })
        .returning({ id: plans.id });
      const planId = row?.id ?? 0;
      const links = features
        .slice(0, offered)
        .map((feature, position) => ({ planId, featureId: feature.id, position }));
      await tx.insert(planFeatureLinks).values(links);
      planIds.push(planId);
    }
    const residents = await tx
      .select({ id: users.id, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.level, LEVEL.RESIDENTIAL));
    for (const batch of insertBatches(demoSubscriptions(residents, planIds))) {
      await tx.insert(subscriptions).values(batch);
    }
  },
};
