import {
  ALARM_EVENTS,
  ALARM_RULES,
  ALARM_SEVERITIES,
  ALARM_STATUSES,
  COMMAND_STATUSES,
  HEATING_MODES,
  LEVEL,
  WEBHOOK_DELIVERY_EVENTS,
  WEBHOOK_DELIVERY_STATUSES,
} from '@radiant/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The source of the database schema: `npm run db:generate -w @radiant/server` writes the migration for a change
// here, and `npm run check` fails while one is missing. Only what drizzle-kit cannot express stays in
// migrations/*.sql alone: the pg_trgm extension (0001), which the trigram indexes below need.
// Constraints and indexes carry the names PostgreSQL gave them in 0001 and 0002, so that generated migrations
// alter or drop the ones that exist.

/** A check that a text column holds one of `values`. */
const inList = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** How a home gateway reaches Radiant. */
const GATEWAY_TRANSPORTS = ['http', 'mqtt'] as const;

const ROOM_TYPES = ['living', 'kitchen', 'dining', 'bedroom', 'bathroom', 'office', 'hall'] as const;

const numericNumber = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

/** When a row was written (by default `created_at`). */
const createdAt = (name = 'created_at') =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Counts a record's changes: an edit made from an older copy names an older version and is refused (409). */
const version = () => integer('version').notNull().default(1);

export const users = pgTable(
  'users',
  {
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
    /** A residential user's landlord, installer or housing association. */
    commercialClientId: integer('commercial_client_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the account last used the app (or signed up, until it does). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** What a search of residential users matches: name, email, mobile (with and without spaces), post code, town, city. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || mobile || ' ' || replace(mobile, ' ', '') || ' ' || post_code || ' ' || town || ' ' || city)`,
      ),
  },
  // Typed: users and commercial_clients refer to each other, which TypeScript cannot infer round.
  (t): PgTableExtraConfigValue[] => {
    // A literal, not a parameter: the partial indexes' predicate.
    const isResidential = sql`${t.level} = ${sql.raw(String(LEVEL.RESIDENTIAL))}`;
    return [
      check('users_email_check', sql`${t.email} = lower(${t.email})`),
      check('users_level_check', sql`${t.level} IN (${sql.raw(Object.values(LEVEL).join(', '))})`),
      check('users_status_check', sql`${t.status} IN (0, 1)`),
      uniqueIndex('users_email_key').on(t.email),
      index('users_level_id_idx').on(t.level, t.id),
      // Residential users at a million rows: a trigram index for terms of three characters or more, one of
      // character pairs (search_bigrams, migration 0003, which also keeps finer statistics of search_text) for
      // two-character terms, and one per sort key so that a page in any order (and keyset paging from either
      // end) reads only its rows.
      index('users_residential_search_trgm_idx')
        .using('gin', t.searchText.op('gin_trgm_ops'))
        .where(isResidential),
      // Not partial: PostgreSQL keeps statistics of a non-partial expression index only, and the planner needs
      // them to tell a common pair of characters from a rare one.
      index('users_search_bigrams_idx').using('gin', sql`search_bigrams(${t.searchText})`),
      index('users_residential_signed_up_idx').on(t.createdAt, t.id).where(isResidential),
      index('users_residential_name_idx').on(t.lastName, t.firstName, t.id).where(isResidential),
      index('users_residential_last_seen_idx').on(t.lastSeenAt, t.id).where(isResidential),
      index('users_commercial_client_idx').on(t.commercialClientId, t.createdAt),
      foreignKey({
        name: 'users_commercial_client_id_fkey',
        columns: [t.commercialClientId],
        foreignColumns: [commercialClients.userId],
      }).onDelete('set null'),
    ];
  },
);

/** The business behind a level-5001 account and the eight colours of its white-labelled app. */
export const commercialClients = pgTable(
  'commercial_clients',
  {
    userId: integer('user_id').primaryKey(),
    businessName: text('business_name').notNull(),
    sameAddress: boolean('same_address').notNull().default(false),
    businessAddressLine1: text('business_address_line1').notNull().default(''),
    businessAddressLine2: text('business_address_line2').notNull().default(''),
    businessTown: text('business_town').notNull().default(''),
    businessCity: text('business_city').notNull().default(''),
    businessPostCode: text('business_post_code').notNull().default(''),
    primaryColor: text('primary_color').notNull(),
    primaryDarkColor: text('primary_dark_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    accentColor: text('accent_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    titleTextColor: text('title_text_color').notNull(),
    headerTextColor: text('header_text_color').notNull(),
    buttonTextColor: text('button_text_color').notNull(),
    // The billing model: the client pays this much per month for each home of its residential users.
    homeFeeGbp: numericNumber('home_fee_gbp', 6, 2).notNull().default(3),
    version: version(),
  },
  (t): PgTableExtraConfigValue[] => [
    foreignKey({
      name: 'commercial_clients_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    check(
      'commercial_clients_colors_check',
      sql`${sql.join(
        [
          t.primaryColor,
          t.primaryDarkColor,
          t.secondaryColor,
          t.accentColor,
          t.backgroundColor,
          t.titleTextColor,
          t.headerTextColor,
          t.buttonTextColor,
        ].map((column) => sql`${column} ~ '^#[0-9a-f]{6}$'`),
        sql` AND `,
      )}`,
    ),
    check('commercial_clients_home_fee_gbp_check', sql`${t.homeFeeGbp} >= 0`),
    index('commercial_clients_business_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The browser or client that signed in (its User-Agent, shortened) and from which address. */
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
    /** When the session was last used, to the minute: it is written at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({
      name: 'access_tokens_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    uniqueIndex('access_tokens_token_hash_key').on(t.tokenHash),
    index('access_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * The link an owner gives a new admin (or one who forgot their password) to choose a password: only its hash is
 * kept; it works once, until it expires, and a newer one for the same admin replaces it.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it was used, or replaced by a newer link; an open invitation has neither. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({
      name: 'admin_invitations_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'admin_invitations_created_by_fkey',
      columns: [t.createdBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    uniqueIndex('admin_invitations_token_hash_key').on(t.tokenHash),
    index('admin_invitations_open_idx').on(t.userId).where(sql`closed_at IS NULL`),
  ],
);

/**
 * An admin's authenticator secret (RFC 6238). Until a code confirms it, `enabledAt` is null and sign-in asks
 * for no code. `lastStep` is the 30-second step of the newest code accepted: no code is accepted twice.
 */
export const adminMfa = pgTable(
  'admin_mfa',
  {
    userId: integer('user_id').primaryKey(),
    secret: text('secret').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'admin_mfa_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * Wrong second-factor codes of an admin, counted across sign-ins and addresses and forgiven only by a right code.
 * Too many lock the code step until `lockedUntil`; each lock in a row lasts longer (`lockouts` counts them).
 */
export const mfaCodeFailures = pgTable(
  'mfa_code_failures',
  {
    userId: integer('user_id').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({
      name: 'mfa_code_failures_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
  ],
);

/** Single-use codes for signing in without the authenticator app; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({
      name: 'recovery_codes_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash),
  ],
);

/** A password accepted, waiting a few minutes for its second factor; only the challenge's hash is kept. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({
      name: 'login_challenges_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash),
  ],
);

/**
 * The first answer to a creating request sent with an `Idempotency-Key`, per admin: a retry with the same key
 * and request gets it again instead of creating twice. `statusCode` is null while the first is still running.
 * Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actorId: integer('actor_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.actorId, t.key] }),
    foreignKey({
      name: 'idempotency_keys_actor_id_fkey',
      columns: [t.actorId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/** Console-wide settings owners choose, one row per key (`require_mfa`). */
export const consoleSettings = pgTable('console_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'audit_log_actor_id_fkey',
      columns: [t.actorId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

/** An admin's dashboard layouts (contract: DashboardLayouts), saved from any browser. */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    userId: integer('user_id').primaryKey(),
    layouts: jsonb('layouts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'dashboard_layouts_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
  ],
);

export const demoDataSets = pgTable('demo_data_sets', {
  name: text('name').primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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

export const homes = pgTable(
  'homes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    // Where its outdoor temperature comes from; none for a home whose gateway has not said.
    locationId: integer('location_id'),
    floorAreaM2: numericNumber('floor_area_m2', 7, 1),
    createdAt: createdAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    foreignKey({ name: 'homes_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'homes_location_id_fkey',
      columns: [t.locationId],
      foreignColumns: [locations.id],
    }).onDelete('set null'),
    check('homes_floor_area_m2_check', sql`${t.floorAreaM2} > 0`),
    index('homes_user_idx').on(t.userId),
    index('homes_location_idx').on(t.locationId),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    homeId: integer('home_id').notNull(),
    name: text('name').notNull(),
    areaM2: numericNumber('area_m2', 6, 1).notNull(),
    type: text('type', { enum: ROOM_TYPES }).notNull().default('living'),
    // Comfort periods and set-back (contract: RoomSchedule); none means the home's gateway decides.
    schedule: jsonb('schedule'),
  },
  (t) => [
    foreignKey({ name: 'rooms_home_id_fkey', columns: [t.homeId], foreignColumns: [homes.id] }).onDelete(
      'cascade',
    ),
    check('rooms_area_m2_check', sql`${t.areaM2} > 0`),
    check(
      'rooms_type_check',
      sql`${t.type} IN (${sql.raw(ROOM_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
    index('rooms_home_idx').on(t.homeId),
  ],
);

// A radiator is in service until removed_at; its model (and so its manufacturer) cannot be deleted meanwhile.
export const radiators = pgTable(
  'radiators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id').notNull(),
    modelId: integer('model_id').notNull(),
    installedAt: timestamp('installed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    serial: text('serial'),
    // The newest reading's time: a radiator silent for 24 hours counts as offline.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('radiators_serial_key').on(t.serial),
    foreignKey({ name: 'radiators_room_id_fkey', columns: [t.roomId], foreignColumns: [rooms.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'radiators_model_id_fkey',
      columns: [t.modelId],
      foreignColumns: [radiatorModels.id],
    }).onDelete('restrict'),
    index('radiators_model_idx').on(t.modelId).where(sql`${t.removedAt} IS NULL`),
    index('radiators_room_idx').on(t.roomId),
    // The silence sweep: radiators in service by their newest reading.
    index('radiators_last_seen_idx').on(t.lastSeenAt).where(sql`${t.removedAt} IS NULL`),
  ],
);

// Heating data. Readings arrive from each home's gateway (POST /v1/telemetry, authenticated by a device key)
// into a table partitioned by month; each batch adds to the hourly and daily rollups in the same transaction,
// so that no analytics query reads raw readings. Every telemetry row carries its home, the key a distributed
// PostgreSQL (Citus) would shard on.

/** A place whose outdoor temperature the homes near it share. */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    latitude: numericNumber('latitude', 8, 5).notNull(),
    longitude: numericNumber('longitude', 8, 5).notNull(),
  },
  (t) => [
    uniqueIndex('locations_name_key').on(t.name),
    check('locations_latitude_check', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('locations_longitude_check', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

/** What a home's gateway signs its telemetry with; only the SHA-256 of the key is kept. */
export const deviceKeys = pgTable(
  'device_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    homeId: integer('home_id').notNull(),
    label: text('label').notNull().default(''),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    /** How the gateway last reached Radiant: changes go to MQTT gateways through the broker. */
    lastUsedVia: text('last_used_via', { enum: GATEWAY_TRANSPORTS }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('device_keys_last_used_via_check', inList(t.lastUsedVia, GATEWAY_TRANSPORTS)),
    foreignKey({
      name: 'device_keys_home_id_fkey',
      columns: [t.homeId],
      foreignColumns: [homes.id],
    }).onDelete('cascade'),
    uniqueIndex('device_keys_key_hash_key').on(t.keyHash),
    index('device_keys_home_idx').on(t.homeId),
  ],
);

/** A radiator's telemetry goes with it (and so with its room, home and resident). */
const radiatorOwned = (table: string, column: AnyPgColumn) =>
  foreignKey({
    name: `${table}_radiator_id_fkey`,
    columns: [column],
    foreignColumns: [radiators.id],
  }).onDelete('cascade');

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

/**
 * One reading of one radiator, covering the `interval_s` seconds up to `at`. Partitioned by month of `at`
 * (migration 0006; partitions are created as readings for a month first arrive).
 *
 * No foreign key to radiators: a key checks each of the thousands of rows a batch inserts, which took a third
 * of ingestion's time. Ingestion checks the batch's radiators once instead, holding them (FOR KEY SHARE)
 * until it commits, and a trigger on radiators deletes the readings and hours of those deleted (migration
 * 0012). radiator_hours, with a row per radiator hour, goes the same way.
 */
export const radiatorReadings = pgTable(
  'radiator_readings',
  {
    radiatorId: integer('radiator_id').notNull(),
    homeId: integer('home_id').notNull(),
    at: instant('at'),
    intervalS: integer('interval_s').notNull(),
    roomC: real('room_c').notNull(),
    setpointC: real('setpoint_c').notNull(),
    outputPct: smallint('output_pct').notNull(),
    energyWh: real('energy_wh').notNull(),
    windowOpen: boolean('window_open').notNull().default(false),
    // The room came within 0.5 °C of its setpoint in this interval after heating below it: a heat-up ended.
    reachedSetpoint: boolean('reached_setpoint').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'radiator_readings_pkey', columns: [t.radiatorId, t.at] })],
);

/**
 * What every rollup sums, so that any span of them adds up: energy, seconds heating and covered, temperatures
 * weighted by seconds (average = sum ÷ covered seconds), and the seconds and energy of the insight measures.
 */
const rollupMeasures = () => ({
  energyWh: doublePrecision('energy_wh').notNull().default(0),
  heatingS: bigint('heating_s', { mode: 'number' }).notNull().default(0),
  coveredS: bigint('covered_s', { mode: 'number' }).notNull().default(0),
  roomCS: doublePrecision('room_c_s').notNull().default(0),
  setpointCS: doublePrecision('setpoint_c_s').notNull().default(0),
  // Heating while the room was more than 0.5 °C below its setpoint.
  belowS: bigint('below_s', { mode: 'number' }).notNull().default(0),
  windowS: bigint('window_s', { mode: 'number' }).notNull().default(0),
  // Heat delivered with a window open, and while the room was over 1 °C above its setpoint: wasted.
  windowWh: doublePrecision('window_wh').notNull().default(0),
  aboveWh: doublePrecision('above_wh').notNull().default(0),
  // Heat-ups that ended with the room at its setpoint: below_s ÷ heatups is the mean time to reach it.
  heatups: integer('heatups').notNull().default(0),
  readings: integer('readings').notNull().default(0),
});

export const radiatorHours = pgTable(
  'radiator_hours',
  {
    radiatorId: integer('radiator_id').notNull(),
    hour: instant('hour'),
    homeId: integer('home_id').notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({ name: 'radiator_hours_pkey', columns: [t.radiatorId, t.hour] }),
    index('radiator_hours_home_idx').on(t.homeId, t.hour),
  ],
);

export const radiatorDays = pgTable(
  'radiator_days',
  {
    radiatorId: integer('radiator_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    homeId: integer('home_id').notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({ name: 'radiator_days_pkey', columns: [t.radiatorId, t.day] }),
    radiatorOwned('radiator_days', t.radiatorId),
    index('radiator_days_home_idx').on(t.homeId, t.day),
    // The fleet's days (insight over every radiator): days arrive one after another, so a day's rows sit together.
    index('radiator_days_day_idx').on(t.day),
  ],
);

/** A home's sums by UTC day. */
export const homeDays = pgTable(
  'home_days',
  {
    homeId: integer('home_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({ name: 'home_days_pkey', columns: [t.homeId, t.day] }),
    index('home_days_day_idx').on(t.day),
    // A user's or client's heating over a span reads their homes' days: rows a day apart, each on a page of its
    // own (the fleet's days are written together), so a year of one home read 330 pages. With the sums in the
    // index, such a read takes a few pages of it (an index-only scan).
    index('home_days_usage_idx').on(
      t.homeId,
      t.day,
      t.energyWh,
      t.heatingS,
      t.coveredS,
      t.roomCS,
      t.setpointCS,
    ),
    foreignKey({ name: 'home_days_home_id_fkey', columns: [t.homeId], foreignColumns: [homes.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The whole fleet by day, in 16 shards (home id mod 16) so that concurrent batches rarely wait for a row. A
 * deleted resident's past energy stays in it: the fleet did use it.
 */
export const fleetDays = pgTable(
  'fleet_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    ...rollupMeasures(),
  },
  (t) => [primaryKey({ name: 'fleet_days_pkey', columns: [t.day, t.shard] })],
);

/** Mean outdoor temperature of an hour at a location. */
export const outdoorHours = pgTable(
  'outdoor_hours',
  {
    locationId: integer('location_id').notNull(),
    hour: instant('hour'),
    temperatureC: real('temperature_c').notNull(),
  },
  (t) => [
    primaryKey({ name: 'outdoor_hours_pkey', columns: [t.locationId, t.hour] }),
    foreignKey({
      name: 'outdoor_hours_location_id_fkey',
      columns: [t.locationId],
      foreignColumns: [locations.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A location's outdoor hours by UTC day, kept by triggers on outdoor_hours (migration 0011): a day's mean is
 * temperature_sum_c ÷ hours, and a year of a home's degree-days reads 365 rows instead of 8,760.
 */
export const outdoorDays = pgTable(
  'outdoor_days',
  {
    locationId: integer('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    temperatureSumC: doublePrecision('temperature_sum_c').notNull(),
    hours: smallint('hours').notNull(),
  },
  (t) => [
    primaryKey({ name: 'outdoor_days_pkey', columns: [t.locationId, t.day] }),
    foreignKey({
      name: 'outdoor_days_location_id_fkey',
      columns: [t.locationId],
      foreignColumns: [locations.id],
    }).onDelete('cascade'),
  ],
);

// Alarms (contract: alarms.ts). A rule's condition is followed per radiator in alarm_conditions as readings
// arrive (and by the silence sweep for radiator_offline); an alarm is raised once per (rule, radiator) while
// its condition lasts: the partial unique index makes a second open one impossible, whichever instance tries.

export const alarms = pgTable(
  'alarms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rule: text('rule', { enum: ALARM_RULES }).notNull(),
    severity: text('severity', { enum: ALARM_SEVERITIES }).notNull(),
    status: text('status', { enum: ALARM_STATUSES }).notNull().default('active'),
    radiatorId: integer('radiator_id').notNull(),
    // Where the radiator was when the alarm was raised, for filters that read no join.
    roomId: integer('room_id').notNull(),
    homeId: integer('home_id').notNull(),
    userId: integer('user_id').notNull(),
    clientId: integer('client_id'),
    // The last reading that met the rule (none for a silent radiator), and since when the condition held.
    roomC: real('room_c'),
    setpointC: real('setpoint_c'),
    since: instant('since'),
    raisedAt: createdAt('raised_at'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    acknowledgedBy: integer('acknowledged_by'),
    clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date' }),
    // Null when the condition ended by itself.
    clearedBy: integer('cleared_by'),
    /** What a search matches: the resident's name and email, the home's and the room's names. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    check('alarms_rule_check', inList(t.rule, ALARM_RULES)),
    check('alarms_severity_check', inList(t.severity, ALARM_SEVERITIES)),
    check('alarms_status_check', inList(t.status, ALARM_STATUSES)),
    radiatorOwned('alarms', t.radiatorId),
    foreignKey({
      name: 'alarms_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('set null'),
    foreignKey({
      name: 'alarms_acknowledged_by_fkey',
      columns: [t.acknowledgedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'alarms_cleared_by_fkey',
      columns: [t.clearedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    uniqueIndex('alarms_open_key').on(t.rule, t.radiatorId).where(sql`${t.status} <> 'cleared'`),
    index('alarms_status_idx').on(t.status, t.id),
    // The open alarms newest first (the console's default list), however many have cleared.
    index('alarms_open_idx').on(t.id).where(sql`${t.status} <> 'cleared'`),
    index('alarms_radiator_idx').on(t.radiatorId, t.id),
    index('alarms_room_idx').on(t.roomId, t.id),
    index('alarms_home_idx').on(t.homeId, t.id),
    index('alarms_user_idx').on(t.userId, t.id),
    index('alarms_client_idx').on(t.clientId, t.id),
    index('alarms_raised_at_idx').on(t.raisedAt),
    index('alarms_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Every step of an alarm's life: raised, acknowledged, cleared, by whom (none: Radiant) and with what note. */
export const alarmHistory = pgTable(
  'alarm_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    alarmId: bigint('alarm_id', { mode: 'number' }).notNull(),
    event: text('event', { enum: ALARM_EVENTS }).notNull(),
    at: createdAt('at'),
    actorId: integer('actor_id'),
    note: text('note'),
  },
  (t) => [
    foreignKey({
      name: 'alarm_history_alarm_id_fkey',
      columns: [t.alarmId],
      foreignColumns: [alarms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'alarm_history_actor_id_fkey',
      columns: [t.actorId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('alarm_history_alarm_idx').on(t.alarmId, t.id),
  ],
);

/**
 * A rule's condition holding on a radiator: since when, whether it has raised its alarm yet, and (for
 * not_reaching_setpoint) the room's temperature when full output began. Gone once the condition ends.
 */
export const alarmConditions = pgTable(
  'alarm_conditions',
  {
    radiatorId: integer('radiator_id').notNull(),
    rule: text('rule', { enum: ALARM_RULES }).notNull(),
    since: instant('since'),
    raised: boolean('raised').notNull().default(false),
    baselineC: real('baseline_c'),
  },
  (t) => [
    primaryKey({ name: 'alarm_conditions_pkey', columns: [t.radiatorId, t.rule] }),
    radiatorOwned('alarm_conditions', t.radiatorId),
  ],
);

/** A rule as set for the fleet (no client) or for one commercial client's homes; unset rules keep the defaults. */
export const alarmRuleSettings = pgTable(
  'alarm_rule_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rule: text('rule', { enum: ALARM_RULES }).notNull(),
    clientId: integer('client_id'),
    enabled: boolean('enabled').notNull(),
    severity: text('severity', { enum: ALARM_SEVERITIES }).notNull(),
    thresholds: jsonb('thresholds').notNull(),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [
    check('alarm_rule_settings_severity_check', inList(t.severity, ALARM_SEVERITIES)),
    foreignKey({
      name: 'alarm_rule_settings_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('cascade'),
    uniqueIndex('alarm_rule_settings_scope_key').on(t.rule, sql`coalesce(${t.clientId}, 0)`),
  ],
);

/** Where alarm events are posted, signed with the secret (kept to sign; shown once, when created). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    minSeverity: text('min_severity', { enum: ALARM_SEVERITIES }).notNull(),
    clientId: integer('client_id'),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhooks_min_severity_check', inList(t.minSeverity, ALARM_SEVERITIES)),
    foreignKey({
      name: 'webhooks_client_id_fkey',
      columns: [t.clientId],
      foreignColumns: [commercialClients.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * The outbox: a delivery is written in the transaction of its event, so none is lost to a crash, then posted
 * by whichever instance leases it first (`locked_until`), in order per webhook and alarm, and tried again
 * with growing waits until it is answered with a 2xx or WEBHOOK_RETRY_HOURS have passed.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id').notNull(),
    alarmId: bigint('alarm_id', { mode: 'number' }),
    event: text('event', { enum: WEBHOOK_DELIVERY_EVENTS }).notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    responseStatus: integer('response_status'),
    error: text('error'),
  },
  (t) => [
    check('webhook_deliveries_status_check', inList(t.status, WEBHOOK_DELIVERY_STATUSES)),
    foreignKey({
      name: 'webhook_deliveries_webhook_id_fkey',
      columns: [t.webhookId],
      foreignColumns: [webhooks.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'webhook_deliveries_alarm_id_fkey',
      columns: [t.alarmId],
      foreignColumns: [alarms.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_alarm_idx').on(t.alarmId, t.id),
  ],
);

// Remote control. An admin's command names radiators (directly or by room, home, user or client) and a change;
// each radiator gets a row of its own that its gateway fetches (HTTP or MQTT) and confirms. A radiator's
// desired and reported state sit in radiator_controls.

/** A change sent to radiators by an admin, with what it was estimated to do to a week's heating. */
export const commands = pgTable(
  'commands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    /** The target as the admin gave it (the ids it named). */
    target: jsonb('target').notNull(),
    mode: text('mode', { enum: HEATING_MODES }).notNull(),
    setpointC: real('setpoint_c'),
    until: timestamp('until', { withTimezone: true, mode: 'date' }),
    expiresAt: instant('expires_at'),
    radiators: integer('radiators').notNull(),
    homes: integer('homes').notNull(),
    estimate: jsonb('estimate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('commands_mode_check', inList(t.mode, HEATING_MODES)),
    foreignKey({ name: 'commands_actor_id_fkey', columns: [t.actorId], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
  ],
);

/**
 * One radiator's part of a command: the change its gateway fetches by this row's id, and how far it got. Open
 * (pending or delivered) until the gateway confirms it, a newer command supersedes it or it expires.
 *
 * Only the radiator is a foreign key (its removal takes the row along). The command's rows are written in the
 * command's own transaction and commands are never deleted, and the home is the radiator's: checking either
 * key row by row cost 0.4 s each for a command to 55,000 radiators.
 */
export const commandRadiators = pgTable(
  'command_radiators',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commandId: integer('command_id').notNull(),
    radiatorId: integer('radiator_id').notNull(),
    homeId: integer('home_id').notNull(),
    status: text('status', { enum: COMMAND_STATUSES }).notNull().default('pending'),
    /** The gateway's reason for a rejection. */
    reason: text('reason'),
    /** The command's, here so that a gateway's fetch and the expiry read no join. */
    expiresAt: instant('expires_at'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [
    check('command_radiators_status_check', inList(t.status, COMMAND_STATUSES)),
    radiatorOwned('command_radiators', t.radiatorId),
    index('command_radiators_command_idx').on(t.commandId, t.status),
    // A gateway's open changes, oldest first; a newer command's supersession; the expiry.
    index('command_radiators_home_open_idx')
      .on(t.homeId, t.id)
      .where(sql`${t.status} IN ('pending', 'delivered')`),
    // A radiator's changes: its open ones (supersession, waiting) and its part of a given command.
    index('command_radiators_radiator_idx').on(t.radiatorId, t.commandId),
    index('command_radiators_expiry_idx').on(t.expiresAt).where(sql`${t.status} IN ('pending', 'delivered')`),
  ],
);

/**
 * What an admin last asked of a radiator (desired, by which command: never deleted, so not checked row by row)
 * and what its gateway last confirmed (reported), with when.
 */
export const radiatorControls = pgTable(
  'radiator_controls',
  {
    radiatorId: integer('radiator_id').primaryKey(),
    desiredMode: text('desired_mode', { enum: HEATING_MODES }),
    desiredSetpointC: real('desired_setpoint_c'),
    desiredUntil: timestamp('desired_until', { withTimezone: true, mode: 'date' }),
    desiredAt: timestamp('desired_at', { withTimezone: true, mode: 'date' }),
    desiredCommandId: integer('desired_command_id'),
    reportedMode: text('reported_mode', { enum: HEATING_MODES }),
    reportedSetpointC: real('reported_setpoint_c'),
    reportedUntil: timestamp('reported_until', { withTimezone: true, mode: 'date' }),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [radiatorOwned('radiator_controls', t.radiatorId)],
);
