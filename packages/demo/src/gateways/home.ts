import { LOCATIONS, type Location } from '../thermal/climate.ts';
import { buildHome, type RoomType, type SimulatedHome } from '../thermal/homes.ts';
import type { RoomSchedule } from '../thermal/schedules.ts';

/** A home as its gateway knows it: its rooms and radiators as the server stores them, and its device key. */
export interface GatewayHome {
  id: number;
  key: string;
  /** The town whose weather it lives through: one of the simulation's LOCATIONS by name, else the first. */
  town: string;
  /** Its walls' temperature factor where one is stored; the damp model's default when none. */
  temperatureFactor?: number | null;
  rooms: {
    type: RoomType;
    areaM2: number;
    /** The room's weekly programme; the usual one of its type when none. */
    schedule?: RoomSchedule | null;
    radiators: { id: number; ratedPowerW: number }[];
  }[];
}

/** Room types by the words their names use, first match wins; a room named otherwise is a living room. */
const ROOM_WORDS: [RegExp, RoomType][] = [
  [/kitchen/i, 'kitchen'],
  [/bed|nursery/i, 'bedroom'],
  [/bath|shower|wc|toilet/i, 'bathroom'],
  [/hall|landing|entrance|stair/i, 'hall'],
  [/study|office/i, 'office'],
  [/dining/i, 'dining'],
];

/** The simulation's town of a home's town, "Newcastle upon Tyne" being Newcastle; the first for another. */
function townOf(name: string): Location {
  const [first, ...others] = LOCATIONS;
  if (!first) throw new Error('The simulation has no town.');
  return [first, ...others].find((location) => name.startsWith(location.name)) ?? first;
}

/** What a room of this name is most likely for. */
export const roomTypeOf = (name: string): RoomType =>
  ROOM_WORDS.find(([words]) => words.test(name))?.[1] ?? 'living';

/**
 * The thermal model of a stored home: its rooms of their size and programme, with the radiators actually
 * fitted, of average insulation in its town, lived in by a sound household (see HomeSpec). Rooms without a
 * radiator are left out (nothing reports there).
 */
export function simulatedHomeOf(home: GatewayHome): SimulatedHome {
  const rooms = home.rooms.filter((room) => room.radiators.length > 0);
  const built = buildHome({
    location: townOf(home.town),
    insulation: 'average',
    seed: home.id,
    temperatureFactor: home.temperatureFactor,
    rooms: rooms.map((room) => ({
      type: room.type,
      areaM2: room.areaM2,
      schedule: room.schedule ?? undefined,
    })),
  });
  built.rooms.forEach((room, index) => {
    room.radiators = (rooms[index]?.radiators ?? []).map(({ ratedPowerW }) => ({
      ratedPowerW,
      fault: 'none',
    }));
  });
  return built;
}
