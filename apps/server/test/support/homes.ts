import type { Database } from '../../src/db/database.ts';
import { homes, manufacturers, radiatorModels, radiators, rooms } from '../../src/db/schema.ts';
import { unique } from './unique.ts';

/** The only row an insert wrote. */
export function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row || rows.length > 1) throw new Error(`Expected one row, got ${rows.length}.`);
  return row;
}

/**
 * A home for the user with one room and radiators of a new manufacturer's model: `inService` fitted ones and
 * `removed` ones taken out again.
 */
export async function createFurnishedHome(
  { db }: Database,
  userId: number,
  { inService = 1, removed = 0, ratedPowerW = 1500 } = {},
) {
  const maker = only(
    await db
      .insert(manufacturers)
      .values({ title: unique('Stelrad'), website: 'https://example.com' })
      .returning(),
  );
  const model = only(
    await db
      .insert(radiatorModels)
      .values({ manufacturerId: maker.id, name: 'K2 600x1000', ratedPowerW })
      .returning(),
  );
  const home = only(await db.insert(homes).values({ userId, name: 'Home', city: 'Leeds' }).returning());
  const room = only(
    await db.insert(rooms).values({ homeId: home.id, name: 'Living room', areaM2: 21.5 }).returning(),
  );
  const fitted = await db
    .insert(radiators)
    .values([
      ...Array.from({ length: inService }, () => ({ roomId: room.id, modelId: model.id })),
      ...Array.from({ length: removed }, () => ({
        roomId: room.id,
        modelId: model.id,
        removedAt: new Date(),
      })),
    ])
    .returning();
  return { maker, model, home, room, radiators: fitted };
}
