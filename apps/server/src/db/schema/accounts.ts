import { type DigitStyle, type Language, LEVEL } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgTableExtraConfigValue,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { commercialClients } from './customers.ts';

// Accounts: `users`, the one table of every account (admins and owners, residential users, commercial clients'
// logins, told apart by `level`), and what signing in and the admin team keep about an account: its sessions
// (access_tokens), invitations, second factor (admin_mfa, mfa_code_failures, recovery_codes,
// login_challenges), login throttling, the console-wide settings owners choose (require_mfa) and each admin's
// dashboard layouts. What a customer owns (a client's business, homes, radiators) is in customers.ts.

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

/** An admin's language and digits (contract: Preferences), saved from any browser. */
export const adminPreferences = pgTable(
  'admin_preferences',
  {
    userId: integer('user_id').primaryKey(),
    /** None: the console follows the browser's language. */
    language: text('language').$type<Language>(),
    digits: text('digits').$type<DigitStyle>().notNull().default('latin'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'admin_preferences_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
  ],
);
