import { DAY_MS } from '@radiant/contract';
import { historySpan } from './heating-history.ts';
import { locationFor } from './homes.ts';
import { createRandom } from './random.ts';
import { generateHomes, type SimulatedHome } from './thermal/index.ts';

// A year of one home takes the thermal model about a fifth of a second: ten thousand homes would take over half
// an hour of one core. Five hundred homes are drawn and simulated once each; every stored home is one of those of
// its resident's town, so the fleet keeps their variety (sizes, insulation, habits, faults) at a fraction of the
// cost.
const SIMULATED_HOMES = 500;
const HOURLY_DAYS = 7;
const SEED = 7007;

/**
 * The simulated home of the large set's resident `index` (counted from the first stored), one of their town's
 * when the simulation has the town, out of at most SIMULATED_HOMES drawn for `homes` residents.
 */
export function largeSetHomes(homes: number) {
  const drawn = generateHomes(SEED, Math.min(homes, SIMULATED_HOMES));
  const ofTown = new Map<string, SimulatedHome[]>();
  for (const home of drawn) ofTown.set(home.location.name, [...(ofTown.get(home.location.name) ?? []), home]);
  return (city: string, index: number) => {
    const own = drawn[index % drawn.length] as SimulatedHome;
    const town = ofTown.get(locationFor(city, own).name) ?? [own];
    return town[index % town.length] as SimulatedHome;
  };
}

/** The draws of the batch of homes from `first` on (counted over every run): the same whatever order they run in. */
export const largeSetBatchRandom = (first: number) => createRandom(SEED + first);

/**
 * The large set's history: from the first UTC midnight `months` calendar months before the day of `until`, hourly
 * for its last week.
 */
export function largeSetSpan(months: number, until: Date) {
  const today = Math.floor(until.getTime() / DAY_MS) * DAY_MS;
  const start = Date.UTC(until.getUTCFullYear(), until.getUTCMonth() - months, until.getUTCDate());
  return historySpan(Math.round((today - start) / DAY_MS), HOURLY_DAYS, until);
}
