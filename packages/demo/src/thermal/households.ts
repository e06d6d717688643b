import type { Random } from '../random.ts';
import type { HeatingHabit } from './schedules.ts';
import { randomFor } from './seeds.ts';

export type Insulation = 'poor' | 'average' | 'good';

/** Who lives in a home, how they heat it and how it is aired: what makes it dry, damp or cold. */
export interface Household {
  occupants: number;
  heating: HeatingHabit;
  /** Air changes an hour with the windows shut: infiltration, trickle vents, air bricks. */
  airChangesPerHour: number;
  /** The kitchen's and bathroom's extract fans, run while cooking and showering. */
  extractFans: boolean;
  /** Laundry dried on an airer in the living room. */
  laundryIndoors: boolean;
  /** The coldest junction's temperature factor (f_Rsi) where the walls are cold-bridged; null: the default. */
  temperatureFactor: number | null;
}

// Air changes an hour of a sound home, by insulation: old solid-walled homes are draughty, modern ones rely on
// trickle vents. Loudon (BRS CP 31/71) found 0.5–1 an hour for a whole house enough to keep condensation away.
const AIR_CHANGES: Record<Insulation, [number, number]> = {
  poor: [0.75, 1.15],
  average: [0.55, 0.85],
  good: [0.5, 0.7],
};
// Vents blocked or never fitted (replacement windows without trickle vents): far below what BS 5250 asks.
const SEALED_AIR_CHANGES: [number, number] = [0.15, 0.3];
// Cold bridges (uninsulated lintels, solid-wall corners, concrete balconies) well below IP 1/06's 0.75.
const COLD_BRIDGED_F_RSI: [number, number] = [0.55, 0.65];

// Fuel-poor households ration their heating; damp-prone homes have at least two of the causes of damp.
const FUEL_POOR_SHARE = 0.035;
const DAMP_PRONE_SHARE = 0.03;
const EXTRACT_FANS_SHARE = 0.85;
const LAUNDRY_INDOORS_SHARE = 0.25;

const HOUSEHOLD_LABEL = 4;

/**
 * A household for a home (seeded by the home's seed, apart from the draws of its rooms): most are sound; a few
 * are fuel-poor (heating rationed) and some damp-prone (sealed, cold-bridged, laundry inside, rooms unheated).
 */
export function drawHousehold(homeSeed: number, insulation: Insulation, bedrooms: number): Household {
  const random = randomFor(homeSeed, HOUSEHOLD_LABEL);
  const occupants = Math.min(5, Math.max(1, bedrooms + random.int(0, 1)));
  const sound: Household = {
    occupants,
    heating: 'usual',
    airChangesPerHour: uniform(random, AIR_CHANGES[insulation]),
    extractFans: random.next() < EXTRACT_FANS_SHARE,
    laundryIndoors: random.next() < LAUNDRY_INDOORS_SHARE,
    temperatureFactor: null,
  };
  const draw = random.next();
  if (draw < FUEL_POOR_SHARE) {
    // Vents blocked to keep the little heat in, and no money for a tumble dryer.
    const sealed = random.next() < 0.5;
    return { ...withCauses(sound, random, { sealed, coldBridged: false }), heating: 'rationed' };
  }
  if (draw < FUEL_POOR_SHARE + DAMP_PRONE_SHARE) {
    const sealed = random.next() < 0.7;
    const coldBridged = random.next() < 0.6;
    const underHeated = random.next() < 0.5;
    const damp = withCauses(sound, random, { sealed: sealed || !(coldBridged && underHeated), coldBridged });
    return { ...damp, heating: underHeated ? 'main_rooms_only' : 'usual' };
  }
  return sound;
}

/** A household with its laundry inside and, where drawn, its vents sealed and its walls cold-bridged. */
function withCauses(
  household: Household,
  random: Random,
  causes: { sealed: boolean; coldBridged: boolean },
): Household {
  return {
    ...household,
    laundryIndoors: true,
    ...(causes.sealed && { airChangesPerHour: uniform(random, SEALED_AIR_CHANGES), extractFans: false }),
    ...(causes.coldBridged && { temperatureFactor: round2(uniform(random, COLD_BRIDGED_F_RSI)) }),
  };
}

function uniform(random: Random, [min, max]: [number, number]): number {
  return round2(min + random.next() * (max - min));
}

const round2 = (value: number) => Math.round(value * 100) / 100;
