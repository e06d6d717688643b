import { createRandom, type Random } from '../random.ts';

/**
 * A generator for one labelled draw (a day's weather noise, a room's window openings on a day…), seeded
 * from the labels alone. Keying randomness by what it is for, instead of by how far a shared stream has
 * been consumed, makes every draw reachable directly: a simulation of March gives the same March as a
 * simulation of the whole year, and a point query of the weather needs no history.
 */
export function randomFor(...labels: number[]): Random {
  let hash = 0x811c9dc5;
  for (const label of labels) {
    // FNV-1a over the label's 32 bits, then a murmur finaliser so nearby labels give unrelated seeds.
    hash = Math.imul(hash ^ (label >>> 0), 0x01000193);
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
  }
  return createRandom(hash);
}

/** A label for a name (e.g. a location), so that its draws differ from another name's. */
export function labelOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** A standard normal draw (Box–Muller). */
export function gaussian(random: Random): number {
  const radius = Math.sqrt(-2 * Math.log(1 - random.next()));
  return radius * Math.cos(2 * Math.PI * random.next());
}

/** The number of events in a period where `mean` are expected (Poisson, by inversion: means are small). */
export function poisson(random: Random, mean: number): number {
  let probability = Math.exp(-mean);
  let cumulative = probability;
  const draw = random.next();
  let events = 0;
  while (draw > cumulative && probability > 0) {
    events++;
    probability *= mean / events;
    cumulative += probability;
  }
  return events;
}
