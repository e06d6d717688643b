import { coldHourFlags, DAY_MS, DEFAULT_F_RSI, roomHourDamp } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { LOCATIONS } from './climate.ts';
import { buildHome, type HomeSpec, type RoomSpec, type SimulatedHome } from './homes.ts';
import { type HeatingHabit, scheduleFor } from './schedules.ts';
import { type RadiatorHour, simulateHome } from './simulate.ts';

// Four weeks of a Birmingham winter from Monday 8 January 2024, on GMT (= UTC) throughout.
const JANUARY = Date.UTC(2024, 0, 8);
const DAYS = 28;

const birmingham = LOCATIONS.find((location) => location.name === 'Birmingham');
if (!birmingham) throw new Error('No Birmingham');
const ROOMS: RoomSpec[] = [
  { type: 'living', areaM2: 20 },
  { type: 'kitchen', areaM2: 11 },
  { type: 'bedroom', areaM2: 13 },
  { type: 'bedroom', areaM2: 9 },
  { type: 'bathroom', areaM2: 5 },
];

/** A home of ROOMS heated as `heating` says, sized as usual; its household as `overrides` say. */
function home(heating: HeatingHabit, overrides: Partial<HomeSpec> = {}): SimulatedHome {
  const habits = { wakeShiftMinutes: 0, comfortOffsetC: 0, heating };
  return buildHome({
    location: birmingham as HomeSpec['location'],
    insulation: 'average',
    seed: 3,
    rooms: ROOMS.map((room) => ({ ...room, schedule: scheduleFor(room.type, habits) })),
    occupants: 3,
    ...overrides,
  });
}

function winterHours(simulated: SimulatedHome): RadiatorHour[] {
  const hours: RadiatorHour[] = [];
  simulateHome(simulated, 1, new Date(JANUARY), new Date(JANUARY + DAYS * DAY_MS), (record) => {
    if (record.radiatorIndex === 0) hours.push(record);
  });
  return hours;
}

/** Each room's share of hours with its coldest surface at mould risk, judged at the home's f_Rsi. */
function mouldRiskShares(simulated: SimulatedHome): number[] {
  const hours = winterHours(simulated);
  return simulated.rooms.map((_, roomIndex) => {
    const own = hours.filter((hour) => hour.roomIndex === roomIndex);
    const atRisk = own.filter(
      (hour) =>
        roomHourDamp({
          roomC: hour.roomTempC,
          relativeHumidityPct: hour.humidityPct,
          outdoorC: hour.outdoorC,
          fRsi: simulated.temperatureFactor ?? DEFAULT_F_RSI,
        }).mouldRisk,
    );
    return atRisk.length / own.length;
  });
}

/** The living room's cold share (waking hours below 18 °C) and rationed share (off in cold weather). */
function livingRoomShares(simulated: SimulatedHome) {
  const counts = { season: 0, cold: 0, coldWeather: 0, rationed: 0 };
  for (const hour of winterHours(simulated).filter((record) => record.roomIndex === 0)) {
    const flags = coldHourFlags({
      roomType: 'living',
      localHour: hour.hour.getUTCHours(),
      localMonth: hour.hour.getUTCMonth() + 1,
      roomC: hour.roomTempC,
      outdoorC: hour.outdoorC,
      setpointC: hour.setpointC,
      outputPct: hour.heatingSeconds / 36,
    });
    counts.season += Number(flags.inSeason);
    counts.cold += Number(flags.cold);
    counts.coldWeather += Number(flags.coldWeather);
    counts.rationed += Number(flags.rationed);
  }
  return { cold: counts.cold / counts.season, rationed: counts.rationed / counts.coldWeather };
}

const DAMP_PRONE: Partial<HomeSpec> = {
  temperatureFactor: 0.6,
  airChangesPerHour: 0.2,
  extractFans: false,
  laundryIndoors: true,
};

describe('damp and cold homes', () => {
  it('keeps a well-heated, ventilated home’s surfaces clear of mould risk nearly all winter', () => {
    const shares = mouldRiskShares(home('usual'));
    // Below the 15 % of hours that the damp bands call moderate, in every room.
    expect(Math.max(...shares)).toBeLessThan(0.1);
  });

  it('puts a cold-bridged, sealed, under-heated home with laundry drying inside at mould risk most of the time', () => {
    const shares = mouldRiskShares(home('main_rooms_only', DAMP_PRONE));
    // The unheated bedrooms are worst; even the heated rooms are at risk for many hours.
    const [living, , mainBedroom, secondBedroom] = shares;
    expect(mainBedroom).toBeGreaterThan(0.5);
    expect(secondBedroom).toBeGreaterThan(0.5);
    expect(living).toBeGreaterThan(0.15);
  });

  it('takes a sound home to mould risk with any one of cold bridges, sealed vents or unheated rooms', () => {
    const causes: [HeatingHabit, Partial<HomeSpec>][] = [
      ['usual', { temperatureFactor: 0.6 }],
      ['usual', { airChangesPerHour: 0.2, extractFans: false }],
      ['main_rooms_only', {}],
    ];
    for (const [heating, cause] of causes) {
      expect(Math.max(...mouldRiskShares(home(heating, cause)))).toBeGreaterThan(0.15);
    }
  });

  it('makes the living room more humid on days laundry dries there, though airing keeps up with it', () => {
    const meanLivingRoomRh = (simulated: SimulatedHome) => {
      const living = winterHours(simulated).filter((hour) => hour.roomIndex === 0);
      return living.reduce((sum, hour) => sum + hour.humidityPct, 0) / living.length;
    };
    expect(meanLivingRoomRh(home('usual', { laundryIndoors: true }))).toBeGreaterThan(
      meanLivingRoomRh(home('usual')) + 3,
    );
  });

  it('leaves a rationing household’s living room below 18 °C for most waking hours, off in cold weather', () => {
    const rationed = livingRoomShares(home('rationed'));
    expect(rationed.cold).toBeGreaterThan(0.6);
    expect(rationed.rationed).toBeGreaterThan(0.6);
    const usual = livingRoomShares(home('usual'));
    expect(usual.cold).toBeLessThan(0.4);
    // The valve shut during the day's set-back while the room is just below 18 °C.
    expect(usual.rationed).toBeLessThan(0.1);
  });
});
