// The database schema, for drizzle-kit and for every query. This file only gathers the domain files of
// db/schema/, so that an import from db/schema.ts finds every table wherever it is defined. A change to any of
// them takes a migration: `npm run db:generate -w @radiant/server` writes it, and `npm run check` fails while
// one is missing. Constraints and indexes carry the names PostgreSQL gave them in 0001 and 0002, so that
// generated migrations alter or drop the ones that exist.
//
// Where each table is, in db/schema/:
// - accounts.ts   users (every account, told apart by level), access_tokens (sessions), admin_invitations,
//                 admin_mfa, mfa_code_failures, recovery_codes, login_challenges, login_throttle,
//                 console_settings, dashboard_layouts, admin_preferences
// - customers.ts  commercial_clients, homes, rooms, radiators
// - catalogue.ts  subscription_plans, subscription_plan_features, subscription_plan_feature_links,
//                 subscriptions, manufacturers, radiator_models
// - telemetry.ts  device_keys, radiator_readings, radiator_hours, radiator_days, home_days, fleet_days,
//                 locations, outdoor_hours, outdoor_days, home_damp_risks
// - alarms.ts     alarms, alarm_history, alarm_conditions, alarm_rule_settings
// - cases.ts      cases, case_attachments, case_events, case_policies, case_deadline_notices
// - webhooks.ts   webhooks, webhook_deliveries
// - reports.ts    client_report_settings, client_reports
// - commands.ts   commands, command_radiators, radiator_controls
// - audit.ts      audit_log, idempotency_keys, demo_data_sets
// - columns.ts    no table: the column helpers the others share (not re-exported here)
// Tables of different files refer to each other (users and commercial_clients, homes and locations) only
// inside a table's extra-config callback, which drizzle calls once every file has loaded. Keep it so: a table
// of another file read at a file's top level could be read before that file has defined it.
//
// What exists only in migrations/*.sql (drizzle-kit neither writes nor sees it, and leaves it alone):
//
// Extension
// - pg_trgm (0001_foundation): the gin_trgm_ops operator class of every *_trgm_idx index.
//
// Functions
// - search_bigrams(text) (0003_customers; SQL, not plpgsql; COST 10000 since 0005_search_pairs_cost): a text's
//   character pairs, for users_search_bigrams_idx (two-character searches, which trigrams cannot serve).
// - radiant_announce_change() (0004_change_feed; plpgsql): the change feed: pg_notify('radiant_changes',
//   <table name>), delivered at commit to every listening instance (db/change-feed.ts), which forgets caches.
// - radiant_keep_outdoor_days() (0011_outdoor_days; plpgsql): adds the days of inserted outdoor_hours to
//   outdoor_days and takes away those of updated or deleted ones (a sum and a count per location and UTC day).
// - radiant_forget_radiator_telemetry() (0012_telemetry_checked_per_batch; plpgsql): deletes the
//   radiator_readings and radiator_hours of deleted radiators: their dropped foreign keys' job, once a statement.
// - radiant_forget_radiator_commands() (0034_command_rows_checked_per_command; plpgsql): deletes the
//   command_radiators and radiator_controls rows of deleted radiators, as radiant_forget_radiator_telemetry.
//
// Triggers, all AFTER … FOR EACH STATEMENT
// - The change feed: radiant_announce_change, on channel radiant_changes (the tables: AnnouncedTable in
//   db/change-feed.ts):
//   - users_announce_change on users: INSERT, UPDATE, DELETE, TRUNCATE (0004_change_feed).
//   - access_tokens_announce_change on access_tokens: UPDATE OF revoked_at, expires_at, user_id, token_hash,
//     DELETE, TRUNCATE (0004_change_feed; replaced in 0021_admin_sessions_and_second_factor so that a
//     session's last_used_at, written once a minute, does not announce).
//   - subscriptions_announce_change on subscriptions: INSERT, UPDATE, DELETE, TRUNCATE (0004_change_feed).
//   - subscription_plans_announce_change on subscription_plans: INSERT, UPDATE, DELETE, TRUNCATE
//     (0004_change_feed).
//   - commercial_clients_announce_change on commercial_clients: INSERT, UPDATE, DELETE, TRUNCATE
//     (0004_change_feed).
//   - fleet_days_announce_change on fleet_days: INSERT, UPDATE, DELETE, TRUNCATE (0010_live_feed): every
//     telemetry batch, which the live dashboard hears.
//   - device_keys_announce_change on device_keys: UPDATE OF revoked_at, home_id, key_hash, DELETE, TRUNCATE
//     (0019_device_key_changes): what a device key's cached lookup depends on, not its last use.
//   - homes_announce_change on homes: UPDATE OF location_id, DELETE, TRUNCATE (0019_device_key_changes).
//   - admin_mfa_announce_change on admin_mfa: INSERT, UPDATE OF enabled_at, DELETE, TRUNCATE
//     (0021_admin_sessions_and_second_factor).
//   - console_settings_announce_change on console_settings: INSERT, UPDATE, DELETE, TRUNCATE
//     (0021_admin_sessions_and_second_factor).
// - outdoor_hours_added, outdoor_hours_changed and outdoor_hours_removed on outdoor_hours: INSERT, UPDATE and
//   DELETE, with their transition tables, run radiant_keep_outdoor_days (0011_outdoor_days).
// - radiators_removed on radiators: DELETE, runs radiant_forget_radiator_telemetry
//   (0012_telemetry_checked_per_batch).
// - radiators_removed_commands on radiators: DELETE, runs radiant_forget_radiator_commands
//   (0034_command_rows_checked_per_command).
//
// Partitioned table
// - radiator_readings is PARTITION BY RANGE (at) (0006_heating_data, edited by hand). Its monthly partitions,
//   radiator_readings_YYYY_MM, are in no migration: ensureReadingPartitions (modules/telemetry/readings.ts)
//   creates a month's when a batch brings its first readings, and applyRetention
//   (modules/telemetry/retention.ts, hourly) drops those past READINGS_RETENTION_MONTHS. test/schema.test.ts
//   adds the PARTITION BY when it compares this schema with the migrations.
//
// Other
// - users.search_text SET STATISTICS 1000 (0003_customers): a finer sample, so that the planner estimates a
//   search's matches closely.
// - schema_migrations, which migration files have run: created by db/migrate.ts, in no migration.
// - One-off data steps: users.last_seen_at filled from created_at (0003), outdoor_days from the stored hours
//   (0011), the first admin made owner (0020_admin_team).
// - No views, enum types or sequences besides the identity columns' own, which the tables declare.

export * from './schema/accounts.ts';
export * from './schema/alarms.ts';
export * from './schema/audit.ts';
export * from './schema/cases.ts';
export * from './schema/catalogue.ts';
export * from './schema/commands.ts';
export * from './schema/customers.ts';
export * from './schema/reports.ts';
export * from './schema/telemetry.ts';
export * from './schema/webhooks.ts';
