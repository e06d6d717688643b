import { DAY_MS, LEVEL } from '@radiant/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { homes, locations, radiatorModels, radiators, rooms, users } from '../db/schema.ts';
import { historySpan, type StoredHome, writeHeatingHistory } from './heating-history.ts';
import type { DemoDataSet } from './index.ts';
import { createRandom, insertBatches, type Random } from './random.ts';
import { generateHomes, LOCATIONS, type SimulatedHome } from './thermal/index.ts';

/** Homes whose gateways have reported: a year of days for each, and a fortnight of hours. */
const REPORTING_HOMES = 60;
/** Of the reporting homes, this many of each commercial client's residents: every client's figures are real. */
const REPORTING_PER_CLIENT = 2;
const HISTORY_DAYS = 400;
const HOURLY_DAYS = 7;

/** The simulation's town for a resident's city, when it has one ("Newcastle upon Tyne" is Newcastle). */
export const locationFor = (city: string, home: SimulatedHome) =>
  LOCATIONS.find((location) => city.startsWith(location.name)) ?? home.location;

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
 * the simulation's order, each radiator of the catalogue model closest to the power the simulation gave it
 * (which the simulation then heats with), installed within three weeks of the sign-up. Answers their row ids
 * in the simulation's order.
 */
export async function storeHomes(
  tx: Tx,
  catalogue: HomeCatalogue,
  residents: Resident[],
  drawn: SimulatedHome[],
  random: Random,
): Promise<StoredHome[]> {
  const { models, locationIdOf } = catalogue;
  const homeRows = [];
  for (const batch of insertBatches(
    residents.map((resident, index) => ({
      userId: resident.id,
      name: `${resident.lastName} home`,
      city: resident.city,
      locationId: locationIdOf.get(drawn[index]?.location.name ?? ''),
      floorAreaM2: drawn[index]?.floorAreaM2,
      createdAt: resident.createdAt,
    })),
  )) {
    homeRows.push(
      ...(await tx.insert(homes).values(batch).returning({ id: homes.id, createdAt: homes.createdAt })),
    );
  }

  const nearestModel = (watts: number) =>
    models.reduce((best, model) =>
      Math.abs(model.ratedPowerW - watts) < Math.abs(best.ratedPowerW - watts) ? model : best,
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
  const roomIds: number[] = [];
  for (const batch of insertBatches(roomRows)) {
    roomIds.push(...(await tx.insert(rooms).values(batch).returning({ id: rooms.id })).map((row) => row.id));
  }
  const fitted = [];
  let roomIndex = 0;
  for (const [index, home] of homeRows.entries()) {
    const installedAt = new Date(Math.min(home.createdAt.getTime() + random.int(1, 20) * DAY_MS, Date.now()));
    for (const room of drawn[index]?.rooms ?? []) {
      const roomId = roomIds[roomIndex++] ?? 0;
      for (const radiator of room.radiators) {
        const model = nearestModel(radiator.ratedPowerW);
        // The simulation heats with the power actually fitted.
        radiator.ratedPowerW = model.ratedPowerW;
        fitted.push({
          roomId,
          modelId: model.id,
          installedAt,
          serial: `RD-${home.id}-${fitted.length + 1}`,
        });
      }
    }
  }
  const radiatorIds: number[] = [];
  for (const batch of insertBatches(fitted)) {
    radiatorIds.push(
      ...(await tx.insert(radiators).values(batch).returning({ id: radiators.id })).map((row) => row.id),
    );
  }

  let next = 0;
  return homeRows.map((home, index) => {
    const simulated = drawn[index] as SimulatedHome;
    return {
      homeId: home.id,
      locationId: locationIdOf.get(simulated.location.name) ?? 0,
      radiatorIds: simulated.rooms.map((room) => room.radiators.map(() => radiatorIds[next++] ?? 0)),
      simulated,
    };
  });
}

/**
 * Which residents' homes report telemetry, by index: the first REPORTING_PER_CLIENT of each commercial
 * client's, then the first residents' up to REPORTING_HOMES in all.
 */
function reportingHomes(clientOf: (number | null)[]): Set<number> {
  const chosen = new Set<number>();
  const perClient = new Map<number, number>();
  clientOf.forEach((client, index) => {
    if (client === null) return;
    const taken = perClient.get(client) ?? 0;
    if (taken >= REPORTING_PER_CLIENT) return;
    perClient.set(client, taken + 1);
    chosen.add(index);
  });
  for (let index = 0; chosen.size < REPORTING_HOMES && index < clientOf.length; index += 1) chosen.add(index);
  return chosen;
}

/**
 * One home per residential user, drawn by the thermal model: rooms of realistic size and type with their
 * schedules, radiators of the catalogue model nearest the power each room needs. Some homes report telemetry
 * (see reportingHomes): their history, simulated, is written as rollups.
 */
export const residentialHomes: DemoDataSet = {
  name: 'homes',
  async load(tx) {
    const random = createRandom(5005);
    const residents = await tx
      .select({
        id: users.id,
        lastName: users.lastName,
        city: users.city,
        createdAt: users.createdAt,
        clientId: users.commercialClientId,
      })
      .from(users)
      .where(eq(users.level, LEVEL.RESIDENTIAL))
      .orderBy(asc(users.id));
    if (residents.length === 0) return;
    const catalogue = await homeCatalogue(tx);
    if (!catalogue) return;
    const drawn = generateHomes(5005, residents.length).map((home, index) => ({
      ...home,
      location: locationFor(residents[index]?.city ?? '', home),
    }));
    const stored = await storeHomes(tx, catalogue, residents, drawn, random);
    const reporting = reportingHomes(residents.map((resident) => resident.clientId));
    await writeHeatingHistory(
      tx,
      stored.filter((_, index) => reporting.has(index)),
      historySpan(HISTORY_DAYS, HOURLY_DAYS),
    );
  },
};
