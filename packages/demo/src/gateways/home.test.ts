import { describe, expect, it } from 'vitest';
import { roomTypeOf, simulatedHomeOf } from './home.ts';

describe('simulatedHomeOf', () => {
  it('models the stored rooms with the radiators actually fitted, in the home’s town', () => {
    const home = simulatedHomeOf({
      id: 7,
      key: 'rdk_x',
      town: 'Newcastle upon Tyne',
      rooms: [
        { type: 'living', areaM2: 24, radiators: [{ id: 1, ratedPowerW: 1400 }] },
        { type: 'hall', areaM2: 5, radiators: [] },
        {
          type: 'bedroom',
          areaM2: 12,
          radiators: [
            { id: 2, ratedPowerW: 800 },
            { id: 3, ratedPowerW: 600 },
          ],
        },
      ],
    });
    expect(home.location.name).toBe('Newcastle');
    expect(home.rooms.map((room) => room.type)).toEqual(['living', 'bedroom']);
    expect(home.rooms.map((room) => room.radiators.map((radiator) => radiator.ratedPowerW))).toEqual([
      [1400],
      [800, 600],
    ]);
  });

  it('keeps the home’s stored temperature factor, the damp model’s default when none is stored', () => {
    const rooms = [{ type: 'living' as const, areaM2: 20, radiators: [{ id: 1, ratedPowerW: 1200 }] }];
    expect(
      simulatedHomeOf({ id: 1, key: 'rdk_x', town: 'Leeds', rooms, temperatureFactor: 0.6 })
        .temperatureFactor,
    ).toBe(0.6);
    expect(simulatedHomeOf({ id: 1, key: 'rdk_x', town: 'Leeds', rooms }).temperatureFactor).toBeNull();
  });

  it('tells a room’s type from its name', () => {
    expect(
      ['Main bedroom', 'Kitchen', 'Shower room', 'Hallway', 'Study', 'Dining room', 'Lounge'].map(roomTypeOf),
    ).toEqual(['bedroom', 'kitchen', 'bathroom', 'hall', 'office', 'dining', 'living']);
  });
});
