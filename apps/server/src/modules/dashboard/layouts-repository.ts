import type { DashboardLayouts, SavedDashboardLayouts } from '@radiant/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dashboardLayouts } from '../../db/schema.ts';

const NONE: SavedDashboardLayouts = { layouts: null, updated_at: null };

const savedOf = (row: { layouts: unknown; updatedAt: Date } | undefined): SavedDashboardLayouts =>
  row ? { layouts: row.layouts as DashboardLayouts, updated_at: row.updatedAt.toISOString() } : NONE;

/** An admin's saved dashboard layouts, or none. */
export async function layoutsOf(db: Db, userId: number): Promise<SavedDashboardLayouts> {
  const [row] = await db.select().from(dashboardLayouts).where(eq(dashboardLayouts.userId, userId));
  return savedOf(row);
}

/** Keeps an admin's layouts (the contract has checked them), replacing what was saved. */
export async function saveLayouts(db: Db, userId: number, layouts: DashboardLayouts) {
  const [row] = await db
    .insert(dashboardLayouts)
    .values({ userId, layouts })
    .onConflictDoUpdate({ target: dashboardLayouts.userId, set: { layouts, updatedAt: sql`now()` } })
    .returning();
  return savedOf(row);
}

/** Forgets an admin's layouts. */
export async function forgetLayouts(db: Db, userId: number): Promise<SavedDashboardLayouts> {
  await db.delete(dashboardLayouts).where(eq(dashboardLayouts.userId, userId));
  return NONE;
}
