import type { SimulatedHome } from './homes.ts';
import { forEachSlot, minutesOf, timeOf } from './schedules.ts';

/** What a room's household gives off into its air over a week, slot by slot (Monday 00:00 local first). */
export interface RoomSources {
  /** Water vapour given off (g/h). */
  gramsPerHour: Float64Array;
  /** 1 where its extract fan runs. */
  fanRuns: Uint8Array;
  /** The fan's extract rate (m³/h) while it runs; 0 for a room without one. */
  fanM3PerHour: number;
}

// After BS 5250:2021's moisture generation rates (from BRE): a person gives off about 40 g/h asleep and 55 g/h
// awake; cooking 2–3 kg a day, so a main meal 0.5–1 kg with its washing up; a shower 0.2–0.4 kg; drying clothes
// indoors up to 1.5 kg a person a day, about 2 kg a washing load.
const ASLEEP_G_PER_H = 40;
const AWAKE_G_PER_H = 55;
const BREAKFAST_G = 150;
const MAIN_MEAL_G = 500;
const MAIN_MEAL_G_PER_OCCUPANT = 100;
const SHOWER_G = 300;
const LAUNDRY_LOAD_G = 2000;
// Approved Document F's intermittent extract rates: 30 l/s for a cooker hood, 15 l/s for a bathroom.
const KITCHEN_FAN_M3_PER_H = 108;
const BATHROOM_FAN_M3_PER_H = 54;

/** Days (ISO weekdays) and a local time span 'HH:MM'–'HH:MM'. */
type Span = [days: number[], from: string, to: string];

// The household's week, in step with the usual heating schedules: up at 06:30 on weekdays and out from 08:30
// to 17:00, up at 08:00 at weekends, asleep from 23:00.
const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const EVERY_DAY = [...WEEKDAYS, ...WEEKEND];
const ASLEEP: Span[] = [
  [EVERY_DAY, '23:00', '24:00'],
  [WEEKDAYS, '00:00', '06:30'],
  [WEEKEND, '00:00', '08:00'],
];
const AWAKE_AT_HOME: Span[] = [
  [WEEKDAYS, '06:30', '08:30'],
  [WEEKDAYS, '17:00', '23:00'],
  [WEEKEND, '08:00', '23:00'],
];
const BREAKFASTS: Span[] = [[WEEKDAYS, '07:00', '07:30']];
const MAIN_MEALS: Span[] = [
  [WEEKEND, '12:30', '13:30'],
  [EVERY_DAY, '18:00', '19:00'],
];
// Half the household showers in the morning, the others in the evening, one after another for 10 minutes each;
// the fan runs on for 15 minutes.
const MORNING_SHOWERS: [number[], string][] = [
  [WEEKDAYS, '06:40'],
  [WEEKEND, '08:30'],
];
const EVENING_SHOWERS: [number[], string][] = [[EVERY_DAY, '21:30']];
const SHOWER_MINUTES = 10;
const FAN_OVERRUN_MINUTES = 15;
// A load dried on each of the first days of this list, a day's airing from 09:00 to 21:00.
const LAUNDRY_DAYS = [1, 4, 6, 2, 5, 3, 7];
const LAUNDRY_FROM = '09:00';
const LAUNDRY_TO = '21:00';

/**
 * Each room's sources of water vapour over a week of `slotMinutes` slots. People breathe in the living room while
 * awake at home and in the bedrooms at night (two in the main bedroom, one in each other, the rest in the last);
 * they cook in the kitchen, shower in the bathroom and dry laundry in the living room. A home without a bedroom
 * or kitchen sleeps or cooks in the living room; a bathroom without a radiator is not simulated, and its
 * showers' vapour is taken to leave by its own window or fan.
 */
export function moistureSources(home: SimulatedHome, slotMinutes: number): RoomSources[] {
  const week = new SourcesWeek(home.rooms.length, slotMinutes);
  const indexOf = (type: string) => home.rooms.findIndex((room) => room.type === type);
  const living = Math.max(0, indexOf('living'));
  const kitchen = indexOf('kitchen');
  const bathroom = indexOf('bathroom');
  const occupants = home.occupants;

  for (const [room, sleeping] of sleepers(home)) week.emit(room, ASLEEP, sleeping * ASLEEP_G_PER_H);
  week.emit(living, AWAKE_AT_HOME, occupants * AWAKE_G_PER_H);
  const cook = kitchen >= 0 ? kitchen : living;
  week.release(cook, BREAKFASTS, BREAKFAST_G);
  week.release(cook, MAIN_MEALS, MAIN_MEAL_G + MAIN_MEAL_G_PER_OCCUPANT * occupants);
  if (home.extractFans && kitchen >= 0)
    week.runFan(kitchen, [...BREAKFASTS, ...MAIN_MEALS], KITCHEN_FAN_M3_PER_H);
  if (bathroom >= 0) {
    const inTheMorning = Math.ceil(occupants / 2);
    const showers = [
      ...showersFrom(MORNING_SHOWERS, inTheMorning),
      ...showersFrom(EVENING_SHOWERS, occupants - inTheMorning),
    ];
    week.release(bathroom, showers, SHOWER_G);
    if (home.extractFans) week.runFan(bathroom, showers, BATHROOM_FAN_M3_PER_H, FAN_OVERRUN_MINUTES);
  }
  if (home.laundryIndoors) {
    week.release(living, [[LAUNDRY_DAYS.slice(0, 1 + occupants), LAUNDRY_FROM, LAUNDRY_TO]], LAUNDRY_LOAD_G);
  }
  return week.sources;
}

/** The rooms' sources over a week, filled in span by span. */
class SourcesWeek {
  readonly sources: RoomSources[];
  private readonly slotMinutes: number;
  private readonly slots: number;

  constructor(rooms: number, slotMinutes: number) {
    this.slotMinutes = slotMinutes;
    this.slots = (7 * 24 * 60) / slotMinutes;
    this.sources = Array.from({ length: rooms }, () => ({
      gramsPerHour: new Float64Array(this.slots),
      fanRuns: new Uint8Array(this.slots),
      fanM3PerHour: 0,
    }));
  }

  /** Adds a steady source (g/h) to a room over each span. */
  emit(room: number, spans: Span[], gramsPerHour: number): void {
    const into = this.sources[room]?.gramsPerHour;
    if (!into) return;
    for (const [days, from, to] of spans) {
      forEachSlot(days, from, to, this.slotMinutes, (slot) => {
        into[slot] = (into[slot] ?? 0) + gramsPerHour;
      });
    }
  }

  /** Adds `grams` to a room over each span, spread evenly over it. */
  release(room: number, spans: Span[], grams: number): void {
    for (const span of spans) {
      const [, from, to] = span;
      this.emit(room, [span], (grams * 60) / (minutesOf(to) - minutesOf(from)));
    }
  }

  /** Runs a room's extract fan (m³/h) over each span and for `overrunMinutes` after. */
  runFan(room: number, spans: Span[], m3PerHour: number, overrunMinutes = 0): void {
    const source = this.sources[room];
    if (!source) return;
    source.fanM3PerHour = m3PerHour;
    const overrunSlots = overrunMinutes / this.slotMinutes;
    for (const [days, from, to] of spans) {
      forEachSlot(days, from, to, this.slotMinutes, (slot) => {
        for (let after = 0; after <= overrunSlots; after++) source.fanRuns[(slot + after) % this.slots] = 1;
      });
    }
  }
}

/** `count` showers one after another from each start. */
function showersFrom(starts: [number[], string][], count: number): Span[] {
  return starts.flatMap(([days, from]) =>
    Array.from({ length: count }, (_, order): Span => {
      const start = minutesOf(from) + order * SHOWER_MINUTES;
      return [days, timeOf(start), timeOf(start + SHOWER_MINUTES)];
    }),
  );
}

/** How many sleep in each room, by index: bedrooms in order, or the living room in a home without one. */
function sleepers(home: SimulatedHome): Map<number, number> {
  const bedrooms = home.rooms.flatMap((room, index) => (room.type === 'bedroom' ? [index] : []));
  if (bedrooms.length === 0) {
    return new Map([
      [
        Math.max(
          0,
          home.rooms.findIndex((room) => room.type === 'living'),
        ),
        home.occupants,
      ],
    ]);
  }
  const counts = new Map<number, number>();
  let left = home.occupants;
  bedrooms.forEach((room, order) => {
    const count = order === bedrooms.length - 1 ? left : Math.min(left, order === 0 ? 2 : 1);
    if (count > 0) counts.set(room, count);
    left -= count;
  });
  return counts;
}
