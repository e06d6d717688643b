import {
  bigint,
  customType,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/*.sql, which are the source of truth for the database itself.
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  level: integer('level').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  town: text('town').notNull().default(''),
  city: text('city').notNull().default(''),
  postCode: text('post_code').notNull().default(''),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const accessTokens = pgTable('access_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  details: jsonb('details').notNull().default({}),
  createdAt: createdAt(),
});

export const demoDataSets = pgTable('demo_data_sets', {
  name: text('name').primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

const numericNumber = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

export const planFeatures = pgTable('subscription_plan_features', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const plans = pgTable('subscription_plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  type: smallint('type').notNull(),
  cost: numericNumber('cost', 10, 2).notNull(),
  yearlyDiscount: numericNumber('yearly_discount', 5, 2).notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const planFeatureLinks = pgTable(
  'subscription_plan_feature_links',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => planFeatures.id),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.planId, table.featureId] })],
);

export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  billing: text('billing', { enum: ['monthly', 'yearly'] }).notNull(),
  pricePaid: numericNumber('price_paid', 10, 2).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const manufacturers = pgTable('manufacturers', {
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
});

export const radiatorModels = pgTable('radiator_models', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  manufacturerId: integer('manufacturer_id')
    .notNull()
    .references(() => manufacturers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  ratedPowerW: integer('rated_power_w').notNull(),
});

export const homes = pgTable('homes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  createdAt: createdAt(),
});

export const rooms = pgTable('rooms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  homeId: integer('home_id')
    .notNull()
    .references(() => homes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  areaM2: numericNumber('area_m2', 6, 1).notNull(),
});

export const radiators = pgTable('radiators', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  roomId: integer('room_id')
    .notNull()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  modelId: integer('model_id')
    .notNull()
    .references(() => radiatorModels.id),
  installedAt: timestamp('installed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
});
