import { LEVEL } from '@radiant/contract';
import { eq } from 'drizzle-orm';
import { homes, radiatorModels, radiators, rooms, users } from '../db/schema.ts';
import type { DemoDataSet } from './index.ts';
import { createRandom, insertBatches } from './random.ts';

const ROOMS = [
  { name: 'Living room', area: [16, 32] },
  { name: 'Kitchen', area: [9, 20] },
  { name: 'Main bedroom', area: [11, 18] },
  { name: 'Bedroom 2', area: [8, 14] },
  { name: 'Bathroom', area: [4, 9] },
  { name: 'Study', area: [6, 12] },
  { name: 'Hallway', area: [5, 10] },
] as const;
const DAY_MS = 86_400_000;

/** One home per residential user, with rooms and the radiators fitted in them. */
export const residentialHomes: DemoDataSet = {
  name: 'homes',
  async load(tx) {
    const random = createRandom(5005);
    const models = await tx.select({ id: radiatorModels.id }).from(radiatorModels);
    const residents = await tx
      .select({ id: users.id, lastName: users.lastName, city: users.city, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.level, LEVEL.RESIDENTIAL));
    if (models.length === 0 || residents.length === 0) return;
    const homeRows = [];
    for (const batch of insertBatches(
      residents.map((resident) => ({
        userId: resident.id,
        name: `${resident.lastName} home`,
        city: resident.city,
        createdAt: resident.createdAt,
      })),
    )) {
      homeRows.push(
        ...(await tx.insert(homes).values(batch).returning({ id: homes.id, createdAt: homes.createdAt })),
      );
    }
    const roomRows = [];
    for (const batch of insertBatches(
      homeRows.flatMap((home) =>
        ROOMS.slice(0, random.int(3, ROOMS.length)).map((room) => ({
          homeId: home.id,
          name: room.name,
          areaM2: random.int(room.area[0] * 10, room.area[1] * 10) / 10,
        })),
      ),
    )) {
      roomRows.push(
        ...(await tx
          .insert(rooms)
          .values(batch)
          .returning({ id: rooms.id, homeId: rooms.homeId, areaM2: rooms.areaM2 })),
      );
    }
    const installedFrom = new Map(homeRows.map((home) => [home.id, home.createdAt.getTime()]));
    const fitted = roomRows.flatMap((room) =>
      Array.from({ length: room.areaM2 > 18 ? 2 : 1 }, () => {
        const installedAt = new Date(
          (installedFrom.get(room.homeId) ?? Date.now()) + random.int(1, 20) * DAY_MS,
        );
        const removed = random.next() < 0.04;
        return {
          roomId: room.id,
          modelId: random.pick(models).id,
          installedAt: installedAt.getTime() > Date.now() ? new Date() : installedAt,
          removedAt: removed ? new Date() : null,
        };
      }),
    );
    for (const batch of insertBatches(fitted)) await tx.insert(radiators).values(batch);
  },
};
