import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea, createdAt, numericNumber, version } from './columns.ts';

// The catalogue admins curate and customers' rows refer to: subscription plans with their features, and the
// subscriptions users hold to them (beside the plans they price); radiator manufacturers and their models.

export const planFeatures = pgTable(
  'subscription_plan_features',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('subscription_plan_features_title_key').on(sql`lower(${t.title})`),
    index('subscription_plan_features_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const plans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    type: smallint('type').notNull(),
    cost: numericNumber('cost', 10, 2).notNull(),
    yearlyDiscount: numericNumber('yearly_discount', 5, 2).notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    check('subscription_plans_type_check', sql`${t.type} BETWEEN 0 AND 3`),
    check('subscription_plans_cost_check', sql`${t.cost} >= 0`),
    check('subscription_plans_yearly_discount_check', sql`${t.yearlyDiscount} BETWEEN 0 AND 100`),
    check('subscription_plans_status_check', sql`${t.status} IN (0, 1)`),
    uniqueIndex('subscription_plans_title_key').on(sql`lower(${t.title})`),
    index('subscription_plans_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const planFeatureLinks = pgTable(
  'subscription_plan_feature_links',
  {
    planId: integer('plan_id').notNull(),
    featureId: integer('feature_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'subscription_plan_feature_links_pkey', columns: [t.planId, t.featureId] }),
    foreignKey({
      name: 'subscription_plan_feature_links_plan_id_fkey',
      columns: [t.planId],
      foreignColumns: [plans.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'subscription_plan_feature_links_feature_id_fkey',
      columns: [t.featureId],
      foreignColumns: [planFeatures.id],
    }).onDelete('restrict'),
    index('subscription_plan_feature_links_feature_idx').on(t.featureId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    planId: integer('plan_id').notNull(),
    billing: text('billing', { enum: ['monthly', 'yearly'] }).notNull(),
    pricePaid: numericNumber('price_paid', 10, 2).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({
      name: 'subscriptions_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'subscriptions_plan_id_fkey',
      columns: [t.planId],
      foreignColumns: [plans.id],
    }).onDelete('restrict'),
    check('subscriptions_billing_check', sql`${t.billing} IN ('monthly', 'yearly')`),
    check('subscriptions_price_paid_check', sql`${t.pricePaid} >= 0`),
    check('subscriptions_check', sql`${t.endedAt} IS NULL OR ${t.endedAt} >= ${t.startedAt}`),
    index('subscriptions_plan_idx').on(t.planId, t.endedAt),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    website: text('website').notNull(),
    info: text('info').notNull().default(''),
    logo: bytea('logo'),
    logoType: text('logo_type'),
    logoVersion: text('logo_version'),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    check('manufacturers_logo_type_check', sql`${t.logoType} IN ('image/png', 'image/jpeg', 'image/webp')`),
    check('manufacturers_status_check', sql`${t.status} IN (0, 1)`),
    check('manufacturers_check', sql`(${t.logo} IS NULL) = (${t.logoType} IS NULL)`),
    uniqueIndex('manufacturers_title_key').on(sql`lower(${t.title})`),
    index('manufacturers_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const radiatorModels = pgTable(
  'radiator_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id').notNull(),
    name: text('name').notNull(),
    ratedPowerW: integer('rated_power_w').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'radiator_models_manufacturer_id_fkey',
      columns: [t.manufacturerId],
      foreignColumns: [manufacturers.id],
    }).onDelete('cascade'),
    unique('radiator_models_manufacturer_id_name_key').on(t.manufacturerId, t.name),
    check('radiator_models_rated_power_w_check', sql`${t.ratedPowerW} > 0`),
  ],
);
