import { DAY_MS } from '@radiant/contract';
import { historySpan } from './heating-history.ts';
import { createRandom, type Random } from './random.ts';
import { generateHomes, LOCATIONS, type SimulatedHome } from './thermal/index.ts';

const SEED = 5005;
/** Homes whose gateways have reported: a year of days for each, and a week of hours. */
const REPORTING_HOMES = 60;
/** Of the reporting homes, this many of each commercial client's residents: every client's figures are real. */
const REPORTING_PER_CLIENT = 2;
const HISTORY_DAYS = 400;
const HOURLY_DAYS = 7;

/** The simulation's town for a resident's city, when it has one ("Newcastle upon Tyne" is Newcastle). */
export const locationFor = (city: string, home: SimulatedHome) =>
  LOCATIONS.find((location) => city.startsWith(location.name)) ?? home.location;

/** A radiator model that homes can be fitted with. */
interface Model {
  id: number;
  ratedPowerW: number;
}

/**
 * The radiators of each room of `home`: each of the model closest to the power the simulation gave it, installed
 * within three weeks of `since`. Each radiator of `home` takes its model's power, so that the simulation heats
 * with the power actually fitted.
 */
export function fitRadiators(home: SimulatedHome, models: Model[], since: Date, random: Random) {
  const installedAt = new Date(Math.min(since.getTime() + random.int(1, 20) * DAY_MS, Date.now()));
  const nearestModel = (watts: number) =>
    models.reduce((best, model) =>
      Math.abs(model.ratedPowerW - watts) < Math.abs(best.ratedPowerW - watts) ? model : best,
    );
  return home.rooms.map((room) =>
    room.radiators.map((radiator) => {
      const model = nearestModel(radiator.ratedPowerW);
      radiator.ratedPowerW = model.ratedPowerW;
      return { modelId: model.id, installedAt };
    }),
  );
}

/**
 * A home for each of the demo's residents, in their city's town when the simulation has it, and the draws that
 * fit their radiators.
 */
export function demoHomes(cities: string[]) {
  const homes = generateHomes(SEED, cities.length).map((home, index) => ({
    ...home,
    location: locationFor(cities[index] ?? '', home),
  }));
  return { homes, fitting: createRandom(SEED) };
}

/**
 * Which residents' homes report telemetry, by index (`clientOf` holds each one's commercial client): the first
 * REPORTING_PER_CLIENT of each commercial client's, then the first residents' up to REPORTING_HOMES in all.
 */
export function reportingHomes(clientOf: (number | null)[]): Set<number> {
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

/** The span of the reporting homes' history, up to now. */
export const demoHistorySpan = () => historySpan(HISTORY_DAYS, HOURLY_DAYS);
