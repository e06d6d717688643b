import {
  compareBands,
  type DampHourCounts,
  type DampTrend,
  dampBand,
  dampTrend,
  excessColdBand,
  minimumHours,
  RISK_BANDS,
  type RiskBand,
  type RoomType,
} from '@radiant/contract';
import { round } from '../time.ts';
import type { DampSeconds, RoomDampRow } from './repository.ts';

// A home's damp and cold from its rooms' seconds, by the contract's model (docs/damp-and-cold.md).

const HOUR_S = 3600;

/** A span's seconds as the model's hours. */
export const hoursOf = (seconds: DampSeconds): DampHourCounts => ({
  humidityHours: seconds.judged_s / HOUR_S,
  mouldRiskHours: seconds.mould_s / HOUR_S,
  condensationHours: seconds.condensation_s / HOUR_S,
});

/** The share (‰) of judged time at mould risk: what orders homes of one band. */
const mouldPermille = (seconds: DampSeconds) =>
  seconds.judged_s > 0 ? Math.round((1000 * seconds.mould_s) / seconds.judged_s) : 0;

/** A room's figures over the window. */
interface RoomAssessment {
  row: RoomDampRow;
  band: RiskBand | null;
  band7: RiskBand | null;
  trend: DampTrend | null;
  permille: number;
}

/** What the portfolio shows of a home, and the key that orders it (worst first). */
export interface HomeAssessment {
  homeId: number;
  band: RiskBand | null;
  band7: RiskBand | null;
  worstRoom: { id: number; name: string; type: RoomType } | null;
  hours: { judged: number; mould_risk: number; condensation: number };
  trend: DampTrend | null;
  excessCold: {
    band: RiskBand | null;
    cold_pct: number | null;
    rationed_pct: number | null;
    season_hours: number;
    cold_weather_hours: number;
  };
  key: SortKey;
}

/** Band (worst first, none last), then the share at mould risk (highest first), then the home's id. */
export type SortKey = [rank: number, permille: number, homeId: number];

const rankOf = (band: RiskBand | null) => (band === null ? RISK_BANDS.length : RISK_BANDS.indexOf(band));

/** Whether a home of key `a` comes before one of key `b`. */
export const comesBefore = (a: SortKey, b: SortKey) =>
  a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] < b[2];

const shareOf = (hours: number, of: number, windowDays: number) =>
  of / HOUR_S >= minimumHours(windowDays) ? round((100 * hours) / of, 1) : null;

/** A room's bands over the window and its last week, and its trend. */
export function assessRoom(row: RoomDampRow, windowDays: number): RoomAssessment {
  return {
    row,
    band: dampBand(hoursOf(row.window), windowDays),
    band7: dampBand(hoursOf(row.last_week), 7),
    trend: dampTrend(hoursOf(row.last_week), hoursOf(row.week_before)),
    permille: mouldPermille(row.window),
  };
}

/** The worse of two rooms: by band, then by its share at mould risk. */
const worse = (a: RoomAssessment, b: RoomAssessment) =>
  compareBands(a.band, b.band) < 0 || (a.band === b.band && a.permille > b.permille) ? a : b;

/** A home's excess cold over a window of `windowDays`, from its rooms' seconds (only living rooms count any). */
export function excessColdOf(rows: readonly RoomDampRow[], windowDays: number): HomeAssessment['excessCold'] {
  const cold = { season: 0, cold: 0, weather: 0, rationed: 0 };
  for (const row of rows) {
    cold.season += row.season_s;
    cold.cold += row.cold_s;
    cold.weather += row.cold_weather_s;
    cold.rationed += row.rationed_s;
  }
  return {
    band: excessColdBand(
      {
        seasonHours: cold.season / HOUR_S,
        coldHours: cold.cold / HOUR_S,
        coldWeatherHours: cold.weather / HOUR_S,
        rationedHours: cold.rationed / HOUR_S,
      },
      windowDays,
    ),
    cold_pct: shareOf(cold.cold, cold.season, windowDays),
    rationed_pct: shareOf(cold.rationed, cold.weather, windowDays),
    season_hours: round(cold.season / HOUR_S, 1),
    cold_weather_hours: round(cold.weather / HOUR_S, 1),
  };
}

function assessHome(homeId: number, rooms: RoomAssessment[], windowDays: number): HomeAssessment {
  const [first, ...rest] = rooms;
  const worst = first && rest.reduce(worse, first);
  const band = worst?.band ?? null;
  const window = worst?.row.window ?? { judged_s: 0, mould_s: 0, condensation_s: 0 };
  return {
    homeId,
    band,
    band7: rooms.map((room) => room.band7).sort(compareBands)[0] ?? null,
    worstRoom:
      worst && band !== null
        ? { id: worst.row.room_id, name: worst.row.room_name, type: worst.row.room_type }
        : null,
    hours: {
      judged: round(window.judged_s / HOUR_S, 1),
      mould_risk: round(window.mould_s / HOUR_S, 1),
      condensation: round(window.condensation_s / HOUR_S, 1),
    },
    trend: band === null ? null : (worst?.trend ?? null),
    excessCold: excessColdOf(
      rooms.map((room) => room.row),
      windowDays,
    ),
    key: [rankOf(band), worst?.permille ?? 0, homeId],
  };
}

/** Every home of the rooms' rows, assessed over a window of `windowDays`, worst first. */
export function assessHomes(rows: readonly RoomDampRow[], windowDays: number): HomeAssessment[] {
  const byHome = new Map<number, RoomAssessment[]>();
  for (const row of rows) {
    const rooms = byHome.get(row.home_id) ?? [];
    rooms.push(assessRoom(row, windowDays));
    byHome.set(row.home_id, rooms);
  }
  return [...byHome]
    .map(([homeId, rooms]) => assessHome(homeId, rooms, windowDays))
    .sort((a, b) => (comesBefore(a.key, b.key) ? -1 : 1));
}

/** A page's cursor: the last home's sort key. */
export const cursorOf = (key: SortKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The sort key a cursor holds, or undefined when it holds none. */
export function keyOfCursor(cursor: string): SortKey | undefined {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(key) && key.length === 3 && key.every(Number.isInteger)
      ? (key as SortKey)
      : undefined;
  } catch {
    return undefined;
  }
}
