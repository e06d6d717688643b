import { describe, expect, it } from 'vitest';
import { LOCATIONS } from './climate.ts';
import { buildHome, type HomeSpec, type RoomSpec } from './homes.ts';
import { moistureSources, type RoomSources } from './moisture-sources.ts';
import { weekSlot } from './schedules.ts';

const SLOT_MINUTES = 5;
const MONDAY = 1;
const SATURDAY = 6;

const ROOMS: RoomSpec[] = [
  { type: 'living', areaM2: 20 },
  { type: 'kitchen', areaM2: 10 },
  { type: 'bedroom', areaM2: 13 },
  { type: 'bathroom', areaM2: 5 },
];

function sourcesOf(overrides: Partial<HomeSpec> = {}, rooms = ROOMS) {
  const location = LOCATIONS[0];
  if (!location) throw new Error('No locations');
  return moistureSources(
    buildHome({ location, insulation: 'average', seed: 1, rooms, occupants: 2, ...overrides }),
    SLOT_MINUTES,
  );
}

/** Grams a room gives off over the week. */
const weekGrams = (sources: RoomSources | undefined) =>
  (sources?.gramsPerHour.reduce((sum, gramsPerHour) => sum + gramsPerHour, 0) ?? 0) * (SLOT_MINUTES / 60);

/** Grams per hour given off at a local time of a weekday. */
const at = (sources: RoomSources | undefined, isoWeekday: number, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return sources?.gramsPerHour[weekSlot(isoWeekday, hours * 60 + minutes, SLOT_MINUTES)] ?? Number.NaN;
};

describe('moistureSources', () => {
  it('gives off what a household of two does: breath, meals, a shower each a day', () => {
    const [living, kitchen, bedroom, bathroom] = sourcesOf();
    expect(weekGrams(bathroom)).toBeCloseTo(7 * 2 * 300, 6);
    // Breakfast on weekdays, lunch at weekends and a meal every evening, 0.7 kg each for two.
    expect(weekGrams(kitchen)).toBeCloseTo(5 * 150 + 9 * 700, 6);
    // Asleep 23:00–06:30 on weekdays and until 08:00 at weekends, both in the main bedroom.
    expect(weekGrams(bedroom)).toBeCloseTo(2 * 40 * (7 + 5 * 6.5 + 2 * 8), 6);
    const week = [living, kitchen, bedroom, bathroom].reduce((sum, room) => sum + weekGrams(room), 0);
    expect(week / 7 / 1000).toBeGreaterThan(2.5);
    expect(week / 7 / 1000).toBeLessThan(5);
  });

  it('puts people in the bedroom at night and the living room when awake, nowhere while out', () => {
    const [living, , bedroom] = sourcesOf();
    expect(at(bedroom, MONDAY, '03:00')).toBe(80);
    expect(at(living, MONDAY, '03:00')).toBe(0);
    expect(at(living, MONDAY, '20:00')).toBe(110);
    expect(at(living, MONDAY, '12:00')).toBe(0);
    expect(at(living, SATURDAY, '12:00')).toBe(110);
  });

  it('dries a load of laundry in the living room on as many days as there are people and one more', () => {
    const dry = weekGrams(sourcesOf()[0]);
    expect(weekGrams(sourcesOf({ laundryIndoors: true })[0]) - dry).toBeCloseTo(3 * 2000, 6);
    expect(weekGrams(sourcesOf({ laundryIndoors: true, occupants: 4 })[0]) - 2 * dry).toBeCloseTo(
      5 * 2000,
      6,
    );
  });

  it('runs the extract fans while cooking and showering, when the home has them', () => {
    const [, kitchen, , bathroom] = sourcesOf();
    expect(kitchen?.fanM3PerHour).toBeGreaterThan(0);
    expect(kitchen?.fanRuns[weekSlot(MONDAY, 18 * 60 + 30, SLOT_MINUTES)]).toBe(1);
    expect(kitchen?.fanRuns[weekSlot(MONDAY, 15 * 60, SLOT_MINUTES)]).toBe(0);
    // The bathroom fan runs on for a quarter of an hour after the morning shower (one of two, 06:40–06:50).
    expect(bathroom?.fanRuns[weekSlot(MONDAY, 7 * 60, SLOT_MINUTES)]).toBe(1);
    expect(bathroom?.fanRuns[weekSlot(MONDAY, 7 * 60 + 10, SLOT_MINUTES)]).toBe(0);
    for (const room of sourcesOf({ extractFans: false }))
      expect(room.fanRuns.some((runs) => runs === 1)).toBe(false);
  });

  it('sleeps in the living room without a bedroom, and leaves the showers out without a bathroom', () => {
    const twoRooms = sourcesOf({}, ROOMS.slice(0, 2));
    expect(at(twoRooms[0], MONDAY, '03:00')).toBe(80);
    const total = (sources: RoomSources[]) => sources.reduce((sum, room) => sum + weekGrams(room), 0);
    const fourRooms = sourcesOf();
    expect(total(twoRooms)).toBeCloseTo(total(fourRooms) - weekGrams(fourRooms[3]), 6);
  });
});
