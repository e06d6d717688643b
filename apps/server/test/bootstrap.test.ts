import { readFileSync } from 'node:fs';
import { ADMIN_LEVELS, LEVEL } from '@radiant/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/bootstrap/admin.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { commercialClients, users } from '../src/db/schema.ts';
import { loadDemoData } from '../src/demo/index.ts';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
import { getCase, listCases } from '../src/modules/cases/service.ts';
import { createAccount } from './support/accounts.ts';
import { createEmptyDatabaseForInstances, createTestDatabase } from './support/test-database.ts';

// Dropped after the file: a hook registered inside a test would never run, and the databases would pile up.
const drops: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(drops.map((drop) => drop())));

const DEMO_SETS = [
  'commercial-clients',
  'residential-users',
  'subscription-plans',
  'manufacturers',
  'homes',
  'alarms',
  'cases',
  'damp-alarms',
];

const fresh = async () => {
  const created = await createTestDatabase();
  drops.push(created.drop);
  return created.database;
};

describe('start-up', () => {
  it('makes the earliest admin of a console without an owner its owner when migrating to two roles', async () => {
    const database = await fresh();
    const migration = readFileSync(new URL('../migrations/0020_admin_team.sql', import.meta.url), 'utf8');
    const promotion = migration.split('--> statement-breakpoint').at(-1) ?? '';
    const first = await createAccount(database, { level: LEVEL.ADMIN, createdAt: new Date('2024-01-01') });
    const later = await createAccount(database, { level: LEVEL.ADMIN, createdAt: new Date('2024-02-01') });
    const levels = async () =>
      (
        await database.db
          .select({ id: users.id, level: users.level })
          .from(users)
          .where(inArray(users.id, [first.id, later.id]))
      ).map((row) => [row.id, row.level]);
    await database.rawTransaction((sql) => sql.exec(promotion));
    expect(await levels()).toEqual(
      expect.arrayContaining([
        [first.id, LEVEL.OWNER],
        [later.id, LEVEL.ADMIN],
      ]),
    );
    // Once there is an owner, running it again changes nobody.
    await database.db.update(users).set({ level: LEVEL.ADMIN }).where(eq(users.id, first.id));
    await createAccount(database, { level: LEVEL.OWNER });
    await database.rawTransaction((sql) => sql.exec(promotion));
    expect(await levels()).toEqual(
      expect.arrayContaining([
        [first.id, LEVEL.ADMIN],
        [later.id, LEVEL.ADMIN],
      ]),
    );
  });

  it('applies migrations once: a second run applies nothing', async () => {
    const database = await fresh();
    expect(await migrate(database)).toEqual([]);
  });

  it('creates a level-2001 owner from ADMIN_EMAIL and ADMIN_PASSWORD when there is none, and only then', async () => {
    const database = await fresh();
    const config = { adminEmail: 'boss@radiant.test', adminPassword: 'the-boss-password' };
    expect(await ensureAdmin(database, config)).toEqual({
      email: 'boss@radiant.test',
      generatedPassword: undefined,
    });
    expect(await ensureAdmin(database, config)).toBeUndefined();
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'boss@radiant.test'));
    expect(admin?.level).toBe(LEVEL.OWNER);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'the-boss-password')).toBe(true);
  });

  it('generates a password when none is configured', async () => {
    const database = await fresh();
    const created = await ensureAdmin(database, {
      adminEmail: 'first@radiant.test',
      adminPassword: undefined,
    });
    expect(created?.generatedPassword).toMatch(/^[\w-]{20}$/);
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'first@radiant.test'));
    expect(await verifyPassword(admin?.passwordHash ?? '', created?.generatedPassword ?? '')).toBe(true);
  });

  // Both load the demo data (or wait for the other's): a minute, as the test below.
  it('lets two instances start at once on an empty database: both come up, with one admin and one demo set', async () => {
    const { databases, drop } = await createEmptyDatabaseForInstances(2);
    drops.push(drop);
    const config = { adminEmail: 'race@radiant.test', adminPassword: 'the-race-password' };
    const startUp = async (database: Database) => {
      await migrate(database);
      const admin = await ensureAdmin(database, config);
      return { admin, sets: await loadDemoData(database) };
    };
    const [first, second] = await Promise.all(databases.map(startUp));
    expect([first?.admin, second?.admin].filter(Boolean)).toEqual([
      { email: 'race@radiant.test', generatedPassword: undefined },
    ]);
    expect([...(first?.sets ?? []), ...(second?.sets ?? [])]).toEqual(DEMO_SETS);
    const [admins] = await (databases[0] as Database).db
      .select({ count: count() })
      .from(users)
      .where(inArray(users.level, [...ADMIN_LEVELS]));
    expect(admins?.count).toBe(1);
  }, 120_000);

  // A year of simulated homes takes PGlite about 15 s of a quick machine, and passed a minute on a slow one under
  // the whole suite (2026-11-28): the limit is there to end a hang, not to time the load.
  it('loads the demo data once into a database that holds only admins', async () => {
    const database = await fresh();
    await createAccount(database);
    expect(await loadDemoData(database)).toEqual(DEMO_SETS);
    expect(await loadDemoData(database)).toEqual([]);
    const [residents] = await database.db
      .select({ count: count() })
      .from(users)
      .where(eq(users.level, LEVEL.RESIDENTIAL));
    expect(residents?.count).toBe(2000);
    const [clients] = await database.db
      .select({ count: count() })
      .from(users)
      .innerJoin(commercialClients, eq(commercialClients.userId, users.id))
      .where(eq(users.level, LEVEL.COMMERCIAL));
    expect(clients?.count).toBe(20);

    // The reporting homes' simulated history, as the rollups that ingestion keeps: each level adds up to the
    // next, and the physics shows (winter above summer, evening above mid-afternoon).
    const [sums] = await database.rawTransaction((sql) =>
      sql.query<Record<string, number>>(
        `SELECT (SELECT sum(energy_wh) FROM radiator_days) AS radiator_days,
           (SELECT sum(energy_wh) FROM home_days) AS home_days,
           (SELECT sum(energy_wh) FROM fleet_days) AS fleet_days,
           (SELECT count(DISTINCT home_id) FROM home_days)::int AS reporting_homes,
           (SELECT count(*) FROM radiators WHERE last_seen_at IS NOT NULL)::int AS reporting_radiators,
           (SELECT count(DISTINCT radiator_id) FROM radiator_days)::int AS radiators_with_days`,
      ),
    );
    expect(sums?.reporting_homes).toBeGreaterThan(40);
    // Every commercial client has residents whose homes report, so its analytics show real heating.
    const [silent] = await database.rawTransaction((sql) =>
      sql.query<{ clients: number }>(
        `SELECT count(*)::int AS clients FROM commercial_clients AS c WHERE NOT EXISTS (
           SELECT 1 FROM users AS u JOIN homes AS h ON h.user_id = u.id JOIN home_days AS d ON d.home_id = h.id
           WHERE u.commercial_client_id = c.user_id)`,
      ),
    );
    expect(silent?.clients).toBe(0);
    expect(sums?.radiators_with_days).toBe(sums?.reporting_radiators);
    expect(sums?.home_days).toBeCloseTo(sums?.radiator_days ?? 0, 0);
    expect(sums?.fleet_days).toBeCloseTo(sums?.radiator_days ?? 0, 0);
    const [hourly] = await database.rawTransaction((sql) =>
      sql.query<{ hours: number; days: number }>(
        `WITH full_day AS (SELECT (min(hour) AT TIME ZONE 'UTC')::date + 1 AS day FROM radiator_hours)
         SELECT (SELECT sum(energy_wh) FROM radiator_hours, full_day
                   WHERE (hour AT TIME ZONE 'UTC')::date = full_day.day) AS hours,
                (SELECT sum(energy_wh) FROM radiator_days, full_day WHERE radiator_days.day = full_day.day) AS days`,
      ),
    );
    expect(hourly?.hours).toBeGreaterThan(0);
    expect(hourly?.hours).toBeCloseTo(hourly?.days ?? 0, 0);
    const [season] = await database.rawTransaction((sql) =>
      sql.query<{ january: number; july: number }>(
        `SELECT sum(energy_wh) FILTER (WHERE extract(month FROM day) = 1) AS january,
           sum(energy_wh) FILTER (WHERE extract(month FROM day) = 7) AS july FROM fleet_days`,
      ),
    );
    expect(season?.january).toBeGreaterThan(5 * (season?.july ?? 0));
    // A working fortnight of alarms: open ones (one per rule and radiator), handled ones, each with its history.
    const alarms = await database.rawTransaction((sql) =>
      sql.query<{ status: string; alarms: number; steps: number }>(
        `SELECT a.status, count(DISTINCT a.id)::int AS alarms, count(e.id)::int AS steps
          FROM alarms AS a JOIN alarm_history AS e ON e.alarm_id = a.id GROUP BY a.status ORDER BY a.status`,
      ),
    );
    expect(alarms.map((row) => row.status)).toEqual(['acknowledged', 'active', 'cleared']);
    const [acknowledged, active, cleared] = alarms;
    expect(active?.steps).toBe(active?.alarms);
    expect(acknowledged?.steps).toBe(2 * (acknowledged?.alarms ?? 0));
    expect(cleared?.steps).toBeGreaterThanOrEqual(2 * (cleared?.alarms ?? 0));
    // A working quarter of cases under Awaab's Law: every status, and deadlines met, missed and still running.
    const now = new Date();
    const { cases } = await listCases(database.db, { limit: 100 }, now);
    expect(new Set(cases.map((record) => record.status))).toEqual(
      new Set(['open', 'investigating', 'works', 'closed']),
    );
    // The social landlords' damp alarms opened cases by themselves, as live ones do.
    expect(cases.some((record) => record.opened_by === null && record.alarm_id !== null)).toBe(true);
    const deadlines = new Set<string>();
    for (const record of cases) {
      for (const deadline of (await getCase(database.db, record.id, now)).deadlines)
        deadlines.add(deadline.status);
    }
    expect(deadlines).toContain('met');
    expect(deadlines).toContain('missed');
    expect([...deadlines].some((status) => status === 'due' || status === 'due_soon')).toBe(true);
  }, 300_000);

  it('never loads demo data into a database with real accounts', async () => {
    const database = await fresh();
    await createAccount(database, { level: LEVEL.RESIDENTIAL });
    expect(await loadDemoData(database)).toEqual([]);
    const [others] = await database.db
      .select({ count: count() })
      .from(users)
      .where(inArray(users.level, [LEVEL.RESIDENTIAL, ...ADMIN_LEVELS]));
    expect(others?.count).toBe(1);
  });
});
