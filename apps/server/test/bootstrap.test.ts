import { ADMIN_LEVELS, LEVEL } from '@radiant/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/bootstrap/admin.ts';
import { migrate } from '../src/db/migrate.ts';
import { commercialClients, users } from '../src/db/schema.ts';
import { loadDemoData } from '../src/demo/index.ts';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
import { createAccount } from './support/accounts.ts';
import { createTestDatabase } from './support/test-database.ts';

const fresh = async () => {
  const created = await createTestDatabase();
  afterAll(created.drop);
  return created.database;
};

describe('start-up', () => {
  it('applies migrations once: a second run applies nothing', async () => {
    const database = await fresh();
    expect(await migrate(database)).toEqual([]);
  });

  it('creates a level-1001 admin from ADMIN_EMAIL and ADMIN_PASSWORD when there is none, and only then', async () => {
    const database = await fresh();
    const config = { adminEmail: 'boss@radiant.test', adminPassword: 'the-boss-password' };
    expect(await ensureAdmin(database, config)).toEqual({
      email: 'boss@radiant.test',
      generatedPassword: undefined,
    });
    expect(await ensureAdmin(database, config)).toBeUndefined();
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'boss@radiant.test'));
    expect(admin?.level).toBe(LEVEL.SUPER_ADMIN);
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

  it('loads the demo data once into a database that holds only admins', async () => {
    const database = await fresh();
    await createAccount(database);
    expect(await loadDemoData(database)).toEqual([
      'commercial-clients',
      'residential-users',
      'subscription-plans',
      'manufacturers',
      'homes',
    ]);
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
  });

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
