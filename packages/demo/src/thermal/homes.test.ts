import { describe, expect, it } from 'vitest';
import { LOCATIONS } from './climate.ts';
import { buildHome, designHeatLossW, generateHomes } from './homes.ts';
import { scheduleFor } from './schedules.ts';

describe('generateHomes', () => {
  const homes = generateHomes(2024, 400);
  const rooms = homes.flatMap((home) => home.rooms.map((room) => ({ home, room })));
  const radiators = rooms.flatMap(({ room }) => room.radiators);
  const share = (count: number, total: number) => count / total;

  it('is the same for a seed and differs for another', () => {
    expect(generateHomes(2024, 5)).toEqual(homes.slice(0, 5));
    expect(generateHomes(2025, 5)).not.toEqual(homes.slice(0, 5));
  });

  it('gives homes of 3 to 7 rooms, each with a living room, a kitchen and a bedroom', () => {
    const roomCounts = new Set(homes.map((home) => home.rooms.length));
    expect([...roomCounts].sort()).toEqual([3, 4, 5, 6, 7]);
    for (const home of homes) {
      expect(home.rooms.map((room) => room.type)).toEqual(
        expect.arrayContaining(['living', 'kitchen', 'bedroom']),
      );
      expect(home.floorAreaM2).toBeCloseTo(
        home.rooms.reduce((sum, room) => sum + room.areaM2, 0),
        5,
      );
      expect(new Set(home.rooms.map((room) => room.name)).size).toBe(home.rooms.length);
    }
    expect(new Set(homes.map((home) => home.location.name)).size).toBe(LOCATIONS.length);
  });

  it('sizes rooms, heat losses and thermal masses realistically', () => {
    for (const { home, room } of rooms) {
      expect(room.areaM2).toBeGreaterThanOrEqual(4);
      expect(room.areaM2).toBeLessThanOrEqual(32);
      // W/K per m² of floor: 1.2 for a sheltered modern room up to 6 for an exposed old hallway.
      expect(room.uaWPerK / room.areaM2).toBeGreaterThan(1.2);
      expect(room.uaWPerK / room.areaM2).toBeLessThan(6.5);
      // Time constants C/UA of a few hours to half a day.
      const hours = room.capacityJPerK / room.uaWPerK / 3600;
      expect(hours).toBeGreaterThan(3);
      expect(hours).toBeLessThan(14);
      expect(room.windowOpenPerDay).toBeGreaterThanOrEqual(0);
      expect(room.windowOpenPerDay).toBeLessThanOrEqual(1.5);
      expect(home.floorAreaM2).toBeLessThan(160);
    }
  });

  it('fits one radiator per room and two in a large room', () => {
    for (const { room } of rooms) {
      expect(room.radiators).toHaveLength(room.areaM2 >= 20 ? 2 : 1);
      for (const radiator of room.radiators) {
        expect(radiator.ratedPowerW).toBeGreaterThanOrEqual(200);
        expect(radiator.ratedPowerW).toBeLessThanOrEqual(4000);
        expect(radiator.ratedPowerW % 50).toBe(0);
      }
    }
    const livingRooms = rooms.filter(({ room }) => room.type === 'living');
    expect(
      share(livingRooms.filter(({ room }) => room.radiators.length === 2).length, livingRooms.length),
    ).toBeGreaterThan(0.3);
  });

  it('has a few imperfect homes, rooms and radiators, but mostly sound ones', () => {
    const poor = share(homes.filter((home) => home.insulation === 'poor').length, homes.length);
    expect(poor).toBeGreaterThan(0.05);
    expect(poor).toBeLessThan(0.3);
    const undersized = share(
      rooms.filter(({ home, room }) => {
        const installedW = room.radiators.reduce((sum, radiator) => sum + radiator.ratedPowerW, 0);
        return installedW < 0.8 * designHeatLossW(room, home.location);
      }).length,
      rooms.length,
    );
    expect(undersized).toBeGreaterThan(0.02);
    expect(undersized).toBeLessThan(0.15);
    for (const fault of ['stuck_valve', 'offline_spells'] as const) {
      const faulty = share(radiators.filter((radiator) => radiator.fault === fault).length, radiators.length);
      expect(faulty).toBeGreaterThan(0.01);
      expect(faulty).toBeLessThan(0.1);
    }
    const airy = share(rooms.filter(({ room }) => room.windowOpenPerDay > 0).length, rooms.length);
    expect(airy).toBeGreaterThan(0.1);
    expect(airy).toBeLessThan(0.5);
  });

  it('draws a few fuel-poor households and damp-prone homes; the rest aired and at the default f_Rsi', () => {
    const rationing = homes.filter((home) => home.rooms.every((room) => room.schedule.setbackC === 7));
    expect(share(rationing.length, homes.length)).toBeGreaterThan(0.015);
    expect(share(rationing.length, homes.length)).toBeLessThan(0.07);
    const coldBridged = homes.filter((home) => home.temperatureFactor !== null);
    expect(coldBridged.length).toBeGreaterThan(0);
    expect(share(coldBridged.length, homes.length)).toBeLessThan(0.05);
    for (const home of coldBridged) {
      expect(home.temperatureFactor).toBeGreaterThanOrEqual(0.55);
      expect(home.temperatureFactor).toBeLessThanOrEqual(0.65);
    }
    const sealed = homes.filter((home) => home.airChangesPerHour < 0.4);
    expect(share(sealed.length, homes.length)).toBeLessThan(0.08);
    expect(sealed.every((home) => !home.extractFans && home.laundryIndoors)).toBe(true);
    const unheatedBedrooms = homes.filter((home) =>
      home.rooms.some((room) => room.type === 'bedroom' && room.schedule.setbackC === 12),
    );
    expect(unheatedBedrooms.length).toBeGreaterThan(0);
    for (const home of homes) {
      const bedrooms = home.rooms.filter((room) => room.type === 'bedroom').length;
      expect(home.occupants).toBeGreaterThanOrEqual(bedrooms);
      expect(home.occupants).toBeLessThanOrEqual(Math.min(5, bedrooms + 1));
      expect(home.airChangesPerHour).toBeLessThanOrEqual(1.15);
    }
  });

  it('sizes the radiators of households that heat less as for the usual schedule', () => {
    const heatingLess = homes.filter((home) => home.rooms.some((room) => room.schedule.setbackC <= 12));
    const margins = heatingLess.flatMap((home) =>
      home.rooms.map((room) => {
        const installedW = room.radiators.reduce((sum, radiator) => sum + radiator.ratedPowerW, 0);
        return installedW / designHeatLossW({ ...room, schedule: scheduleFor(room.type) }, home.location);
      }),
    );
    // Most radiators have the usual margin over the usual heat loss (a few are undersized).
    margins.sort((a, b) => a - b);
    expect(margins[Math.floor(margins.length / 2)]).toBeGreaterThan(1.1);
  });
});

describe('buildHome', () => {
  const london = LOCATIONS.find((location) => location.name === 'London') ?? LOCATIONS[0];
  if (!london) throw new Error('No locations');

  it('sizes radiators above the design heat loss, or below it when asked to', () => {
    const home = buildHome({
      location: london,
      insulation: 'average',
      seed: 1,
      rooms: [
        { type: 'living', areaM2: 18 },
        { type: 'living', areaM2: 18, radiatorMargin: 0.5 },
      ],
    });
    const [sized, undersized] = home.rooms.map(
      (room) =>
        room.radiators.reduce((sum, radiator) => sum + radiator.ratedPowerW, 0) /
        designHeatLossW(room, london),
    );
    expect(sized).toBeGreaterThan(1.1);
    expect(undersized).toBeLessThan(0.6);
  });

  it('gives a poorly insulated room a larger heat loss than a well insulated one, and names bedrooms in order', () => {
    const build = (insulation: 'poor' | 'good') =>
      buildHome({
        location: london,
        insulation,
        seed: 1,
        rooms: [
          { type: 'bedroom', areaM2: 12 },
          { type: 'bedroom', areaM2: 9 },
        ],
      });
    expect(build('poor').rooms[0]?.uaWPerK).toBeGreaterThan(2 * (build('good').rooms[0]?.uaWPerK ?? 0));
    expect(build('good').rooms.map((room) => room.name)).toEqual(['Main bedroom', 'Bedroom 2']);
  });
});
