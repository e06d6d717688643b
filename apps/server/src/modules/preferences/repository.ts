import { DEFAULT_PREFERENCES, type Preferences, type SavedPreferences } from '@radiant/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { adminPreferences } from '../../db/schema.ts';

// The admin_preferences table: an admin's language and digits, one row once they have chosen.

const savedOf = (row: typeof adminPreferences.$inferSelect | undefined): SavedPreferences =>
  row
    ? { language: row.language, digits: row.digits, updated_at: row.updatedAt.toISOString() }
    : { ...DEFAULT_PREFERENCES, updated_at: null };

/** An admin's preferences; the defaults while they have saved none. */
export async function preferencesOf(db: Db, userId: number): Promise<SavedPreferences> {
  const [row] = await db.select().from(adminPreferences).where(eq(adminPreferences.userId, userId));
  return savedOf(row);
}

/** Keeps an admin's preferences (the contract has checked them), replacing what was saved. */
export async function savePreferences(db: Db, userId: number, preferences: Preferences) {
  const [row] = await db
    .insert(adminPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: adminPreferences.userId, set: { ...preferences, updatedAt: sql`now()` } })
    .returning();
  return savedOf(row);
}
