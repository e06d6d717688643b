import { fitRadiators, LOCATIONS, type Random, type SimulatedHome, type StoredHome } from '@radiant/demo';
import { asc } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { homes, locations, radiatorModels, radiators, rooms } from '../db/schema.ts';
import { insertReturning } from './bulk-insert.ts';

/** The radiator models homes are fitted with, and the ids of the simulation's towns. */
interface HomeCatalogue {
  models: { id: number; ratedPowerW: number }[];
  locationIdOf: Map<string, number>;
}

/** A resident to give a home: it is named after them and dates from their sign-up. */
interface Resident {
  id: number;
  lastName: string;
  city: string;
  createdAt: Date;
}

/**
 * The radiator models, and the simulation's towns as locations (stored here when missing); none when the
 * catalogue holds no model to fit.
 */
export async function homeCatalogue(tx: Tx): Promise<HomeCatalogue | undefined> {
  const models = await tx
    .select({ id: radiatorModels.id, ratedPowerW: radiatorModels.ratedPowerW })
    .from(radiatorModels)
    .orderBy(asc(radiatorModels.id));
  if (models.length === 0) return undefined;
  await tx
    .insert(locations)
    .values(LOCATIONS.map(({ name, latitude, longitude }) => ({ name, latitude, longitude })))
    .onConflictDoNothing({ target: locations.name });
  const places = await tx.select({ id: locations.id, name: locations.name }).from(locations);
  return { models, locationIdOf: new Map(places.map((place) => [place.name, place.id])) };
}

/**
 * Stores the home `drawn[i]` of each resident `residents[i]`: the home in the simulation's town, its rooms in
 * the simulation's order, their radiators fitted from the catalogue (see fitRadiators) with `random`. Answers
 * their row ids in the simulation's order.
 */
export async function storeHomes(
  tx: Tx,
  catalogue: HomeCatalogue,
  residents: Resident[],
  drawn: SimulatedHome[],
  random: Random,
): Promise<StoredHome[]> {
  const { models, locationIdOf } = catalogue;
  const homeRows = await insertReturning(
    residents.map((resident, index) => ({
      userId: resident.id,
      name: `${resident.lastName} home`,
      city: resident.city,
      locationId: locationIdOf.get(drawn[index]?.location.name ?? ''),
      floorAreaM2: drawn[index]?.floorAreaM2,
      temperatureFactor: drawn[index]?.temperatureFactor,
      createdAt: resident.createdAt,
    })),
    (batch) => tx.insert(homes).values(batch).returning({ id: homes.id, createdAt: homes.createdAt }),
  );

  const roomRows = homeRows.flatMap((home, index) =>
    (drawn[index]?.rooms ?? []).map((room) => ({
      homeId: home.id,
      name: room.name,
      areaM2: room.areaM2,
      type: room.type,
      schedule: room.schedule,
    })),
  );
  const storedRooms = await insertReturning(roomRows, (batch) =>
    tx.insert(rooms).values(batch).returning({ id: rooms.id }),
  );
  const fitted = [];
  let roomIndex = 0;
  for (const [index, home] of homeRows.entries()) {
    const fittedRooms = fitRadiators(drawn[index] as SimulatedHome, models, home.createdAt, random);
    for (const radiatorsOfRoom of fittedRooms) {
      const roomId = storedRooms[roomIndex++]?.id ?? 0;
      for (const radiator of radiatorsOfRoom) {
        fitted.push({ ...radiator, roomId, serial: `RD-${home.id}-${fitted.length + 1}` });
      }
    }
  }
  const storedRadiators = await insertReturning(fitted, (batch) =>
    tx.insert(radiators).values(batch).returning({ id: radiators.id }),
  );

  let next = 0;
  return homeRows.map((home, index) => {
    const simulated = drawn[index] as SimulatedHome;
    return {
      homeId: home.id,
      locationId: locationIdOf.get(simulated.location.name) ?? 0,
      radiatorIds: simulated.rooms.map((room) => room.radiators.map(() => storedRadiators[next++]?.id ?? 0)),
      simulated,
    };
  });
}
