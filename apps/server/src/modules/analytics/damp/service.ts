import {
  DAMP_THRESHOLDS,
  DAMP_WINDOW_DAYS,
  DAY_MS,
  type DampHome,
  type DampPortfolio,
  type DampRiskFilters,
  type DampRiskQuery,
  type DampWeeks,
  type DampWeeksQuery,
  DEFAULT_F_RSI,
  dewPointC,
  RISK_BANDS,
  type RoomDamp,
  surfaceRelativeHumidityPct,
  surfaceTemperatureC,
} from '@radiant/contract';
import type { Db, Executor } from '../../../db/database.ts';
import { fieldRefusal, notFound } from '../../../errors.ts';
import { writeAudit } from '../../audit/repository.ts';
import { dayOf, round } from '../time.ts';
import {
  assessHomes,
  assessRoom,
  comesBefore,
  cursorOf,
  type HomeAssessment,
  keyOfCursor,
  type SortKey,
} from './assess.ts';
import {
  countHomeRisks,
  type DampDays,
  type DampScope,
  findAssessment,
  findDampRoom,
  type HomeRiskRow,
  listHomeRisks,
  lockTemperatureFactor,
  nameHomes,
  type RoomSlotSums,
  readRoomDamp,
  readRoomDays,
  readRoomHours,
  readRoomWeeks,
  replaceHomeRisks,
  updateTemperatureFactor,
} from './repository.ts';
import { homeWeekBands, weekStartsOf } from './weeks.ts';

const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(day) + days * DAY_MS));

/** The days of a query's window: ending today unless told, DAMP_WINDOW_DAYS long unless told. */
function dampDaysOf(window: { from?: string; to?: string }, today = dayOf(new Date())): DampDays {
  const to = window.to ?? today;
  const from = window.from ?? addDays(to, 1 - DAMP_WINDOW_DAYS);
  if (from > to) {
    throw fieldRefusal('from', 'windowReversed');
  }
  return { from, to, lastWeek: addDays(to, -6), weekBefore: addDays(to, -13) };
}

const windowDaysOf = (days: DampDays) =>
  Math.round((Date.parse(days.to) - Date.parse(days.from)) / DAY_MS) + 1;

const scopeOf = (query: DampRiskFilters): DampScope =>
  query.homeId !== undefined
    ? { kind: 'home', id: query.homeId }
    : query.userId !== undefined
      ? { kind: 'user', id: query.userId }
      : query.clientId !== undefined
        ? { kind: 'client', id: query.clientId }
        : { kind: 'fleet' };

/** Every home the query's filters match over its window, worst first, and how many of them are in each band. */
async function assessedHomes(db: Db, query: DampRiskFilters) {
  const days = dampDaysOf(query);
  const homes = assessHomes(await readRoomDamp(db, scopeOf(query), days), windowDaysOf(days));
  const summary = { severe: 0, high: 0, moderate: 0, low: 0, none: 0 };
  for (const home of homes) summary[home.band ?? 'none'] += 1;
  const { band: bands } = query;
  const listed = bands ? homes.filter((home) => home.band !== null && bands.includes(home.band)) : homes;
  return { days, homes: listed, summary };
}

/** The homes as the API answers them, named. */
async function namedHomes(db: Db, homes: readonly HomeAssessment[]): Promise<DampHome[]> {
  const names = new Map(
    (
      await nameHomes(
        db,
        homes.map((home) => home.homeId),
      )
    ).map((home) => [home.id, home]),
  );
  return homes.map((home) => {
    const named = names.get(home.homeId);
    return {
      home: { id: home.homeId, name: named?.name ?? '', city: named?.city ?? '' },
      resident: { id: named?.resident_id ?? 0, name: named?.resident_name ?? '' },
      client: named?.client_id != null ? { id: named.client_id, name: named.client_name ?? '' } : null,
      band: home.band,
      band_7: home.band7,
      worst_room: home.worstRoom,
      hours: home.hours,
      trend: home.trend,
      excess_cold: home.excessCold,
    };
  });
}

/** A home's assessment as the stored portfolio keeps it. */
const homeRiskRowOf = (home: HomeAssessment): HomeRiskRow => ({
  home_id: home.homeId,
  band_rank: home.key[0],
  mould_permille: home.key[1],
  band: home.band,
  band_7: home.band7,
  worst_room_id: home.worstRoom?.id ?? null,
  judged_h: home.hours.judged,
  mould_h: home.hours.mould_risk,
  condensation_h: home.hours.condensation,
  trend: home.trend,
  cold_band: home.excessCold.band,
  cold_pct: home.excessCold.cold_pct,
  rationed_pct: home.excessCold.rationed_pct,
  season_h: home.excessCold.season_hours,
  cold_weather_h: home.excessCold.cold_weather_hours,
});

type StoredRow = Awaited<ReturnType<typeof listHomeRisks>>[number];

/** A stored home back as an assessment (its reals rounded as they were). */
const assessmentOf = (row: StoredRow): HomeAssessment => ({
  homeId: row.home_id,
  band: row.band,
  band7: row.band_7,
  worstRoom:
    row.worst_room_id === null
      ? null
      : { id: row.worst_room_id, name: row.worst_room_name ?? '', type: row.worst_room_type ?? 'living' },
  hours: {
    judged: round(row.judged_h, 1),
    mould_risk: round(row.mould_h, 1),
    condensation: round(row.condensation_h, 1),
  },
  trend: row.trend,
  excessCold: {
    band: row.cold_band,
    cold_pct: rounded(row.cold_pct),
    rationed_pct: rounded(row.rationed_pct),
    season_hours: round(row.season_h, 1),
    cold_weather_hours: round(row.cold_weather_h, 1),
  },
  key: [row.band_rank, row.mould_permille, row.home_id],
});

/** Works out the portfolio of the default window (28 days to today) for every home, and stores it. */
export async function refreshDampPortfolio(executor: Executor, now = new Date()) {
  const days = dampDaysOf({}, dayOf(now));
  const homes = assessHomes(await readRoomDamp(executor, { kind: 'fleet' }, days), windowDaysOf(days));
  await replaceHomeRisks(executor, homes.map(homeRiskRowOf), days);
  return homes.length;
}

const ranksOf = (query: DampRiskFilters) => query.band?.map((band) => RISK_BANDS.indexOf(band));

/** The stored portfolio's homes of a scope, counted by band. */
async function storedSummary(db: Db, scope: DampScope) {
  const summary = { severe: 0, high: 0, moderate: 0, low: 0, none: 0 };
  for (const { band_rank, homes } of await countHomeRisks(db, scope)) {
    summary[RISK_BANDS[band_rank] ?? 'none'] += homes;
  }
  return summary;
}

/** The default window comes from the stored portfolio once a sweep has stored it; other windows are worked out. */
const storedFor = (db: Db, query: DampRiskFilters) =>
  query.from === undefined && query.to === undefined ? findAssessment(db) : Promise.resolve(undefined);

/** The sort key of a page's `after`; a cursor that holds none is refused, naming it. */
function afterOf(cursor: string | undefined): SortKey | undefined {
  const after = cursor === undefined ? undefined : keyOfCursor(cursor);
  if (cursor !== undefined && after === undefined) {
    throw fieldRefusal('after', 'useNextCursor');
  }
  return after;
}

/** The first `limit` of homes worst first, and the cursor of the rest when any follow. */
function pageOf(homes: readonly HomeAssessment[], limit: number) {
  const page = homes.slice(0, limit);
  const last = page.at(-1);
  return { page, next: homes.length > limit && last ? cursorOf(last.key) : null };
}

type HomesPage = ReturnType<typeof pageOf> &
  (
    | { stored: NonNullable<Awaited<ReturnType<typeof findAssessment>>>; assessed?: undefined }
    | { stored?: undefined; assessed: Awaited<ReturnType<typeof assessedHomes>> }
  );

/**
 * A page of homes worst first after the home a cursor names: the stored portfolio's (the default window, as the
 * last sweep worked it out) once stored, else worked out for the query's window.
 */
async function homesPage(db: Db, query: DampRiskQuery): Promise<HomesPage> {
  const after = afterOf(query.after);
  const stored = await storedFor(db, query);
  if (stored) {
    const rows = await listHomeRisks(db, scopeOf(query), {
      ranks: ranksOf(query),
      after,
      limit: query.limit + 1,
    });
    return { stored, ...pageOf(rows.map(assessmentOf), query.limit) };
  }
  const assessed = await assessedHomes(db, query);
  const rest = after ? assessed.homes.filter((home) => comesBefore(after, home.key)) : assessed.homes;
  return { assessed, ...pageOf(rest, query.limit) };
}

/** A page of the portfolio, worst first, after the home a cursor names. */
export async function dampPortfolio(db: Db, query: DampRiskQuery): Promise<DampPortfolio> {
  const found = await homesPage(db, query);
  const pagination = { limit: query.limit, next: found.next };
  if (found.stored) {
    // The names and the counts are two reads of their own: side by side, one round trip's wait.
    const [homes, summary] = await Promise.all([
      namedHomes(db, found.page),
      storedSummary(db, scopeOf(query)),
    ]);
    return {
      homes,
      window: { from: found.stored.window_from, to: found.stored.window_to },
      summary,
      as_of: new Date(found.stored.assessed_at).toISOString(),
      pagination,
    };
  }
  const { days, summary } = found.assessed;
  return {
    homes: await namedHomes(db, found.page),
    window: { from: days.from, to: days.to },
    summary,
    as_of: new Date().toISOString(),
    pagination,
  };
}

/**
 * A page of homes, worst first as the portfolio lists them over its default window, each with its band in each
 * of the last `weeks` ISO weeks.
 */
export async function dampWeeks(
  db: Db,
  query: DampWeeksQuery,
  today = dayOf(new Date()),
): Promise<DampWeeks> {
  const { weeks: count, ...whose } = query;
  const { page, next } = await homesPage(db, whose);
  const weeks = weekStartsOf(today, count);
  const [rows, named] = await Promise.all([
    readRoomWeeks(
      db,
      scopeOf(query),
      page.map((home) => home.homeId),
      { from: weeks[0] ?? today, to: today },
    ),
    namedHomes(db, page),
  ]);
  const bands = homeWeekBands(rows, weeks);
  return {
    weeks,
    homes: named.map(({ home, resident, client }) => ({
      home,
      resident,
      client,
      bands: bands.get(home.id) ?? weeks.map(() => null),
    })),
    pagination: { limit: query.limit, next },
  };
}

/** Homes a CSV export names at a time. */
const EXPORT_BATCH = 500;

/** Every home the filters match, worst first, in batches: what the CSV export writes. */
export async function* dampPortfolioBatches(db: Db, query: DampRiskFilters): AsyncGenerator<DampHome[]> {
  if (await storedFor(db, query)) {
    let after: SortKey | undefined;
    for (;;) {
      const rows = await listHomeRisks(db, scopeOf(query), {
        ranks: ranksOf(query),
        after,
        limit: EXPORT_BATCH,
      });
      if (rows.length === 0) return;
      const page = rows.map(assessmentOf);
      yield await namedHomes(db, page);
      after = page.at(-1)?.key;
    }
  }
  const { homes } = await assessedHomes(db, query);
  for (let start = 0; start < homes.length; start += EXPORT_BATCH) {
    yield await namedHomes(db, homes.slice(start, start + EXPORT_BATCH));
  }
}

const perSecond = (sum: number, seconds: number) => (seconds > 0 ? sum / seconds : null);
const rounded = (value: number | null, digits = 1) => (value === null ? null : round(value, digits));

/** An hour's or a day's means, and its dew point and coldest surface from them. */
function pointOf(sums: RoomSlotSums, temperatureFactor: number) {
  const roomC = perSecond(sums.room_c_s, sums.covered_s);
  const humidity = perSecond(sums.humidity_pct_s, sums.humidity_s);
  const outdoor = sums.outdoor_c;
  const surfaceC =
    roomC === null || outdoor === null ? null : surfaceTemperatureC(roomC, outdoor, temperatureFactor);
  const surfaceHumidity =
    surfaceC === null || roomC === null || humidity === null
      ? null
      : surfaceRelativeHumidityPct(roomC, humidity, surfaceC);
  return {
    room_c: rounded(roomC),
    setpoint_c: rounded(perSecond(sums.setpoint_c_s, sums.covered_s)),
    humidity_pct: rounded(humidity),
    outdoor_c: rounded(outdoor),
    dew_point_c:
      roomC === null || humidity === null || humidity <= 0 ? null : rounded(dewPointC(roomC, humidity)),
    surface_c: rounded(surfaceC),
    // Past 100 % the air condenses on the surface: shown as saturated.
    surface_humidity_pct: surfaceHumidity === null ? null : round(Math.min(100, surfaceHumidity), 1),
    rawSurfaceHumidity: surfaceHumidity,
  };
}

/** A room's damp over a window, hour by hour and day by day, with its bands and trend. */
export async function roomDamp(
  db: Db,
  roomId: number,
  window: { from?: string; to?: string },
): Promise<RoomDamp> {
  const room = await findDampRoom(db, roomId);
  if (!room) throw notFound('room');
  const days = dampDaysOf(window);
  const factor = room.temperature_factor ?? DEFAULT_F_RSI;
  const hours = await readRoomHours(db, room, new Date(days.from), new Date(Date.parse(days.to) + DAY_MS));
  const dayRows = await readRoomDays(db, room, days.from, days.to);
  const ofRoom = (await readRoomDamp(db, { kind: 'home', id: room.home_id }, days)).find(
    (row) => row.room_id === room.id,
  );
  const bands = ofRoom ? assessRoom(ofRoom, windowDaysOf(days)) : undefined;
  return {
    room: { id: room.id, name: room.name, type: room.type },
    home: {
      id: room.home_id,
      name: room.home_name,
      temperature_factor: factor,
      temperature_factor_set: room.temperature_factor !== null,
    },
    window: { from: days.from, to: days.to },
    band: bands?.band ?? null,
    band_7: bands?.band7 ?? null,
    trend: bands?.trend ?? null,
    hours: hours.map((sums) => {
      const { rawSurfaceHumidity, ...point } = pointOf(sums, factor);
      return {
        hour: new Date(sums.slot).toISOString(),
        ...point,
        mould_risk:
          rawSurfaceHumidity !== null && rawSurfaceHumidity >= DAMP_THRESHOLDS.mouldRiskSurfaceRhPct,
        condensation:
          rawSurfaceHumidity !== null && rawSurfaceHumidity >= DAMP_THRESHOLDS.condensationSurfaceRhPct,
      };
    }),
    days: dayRows.map((sums) => {
      const { rawSurfaceHumidity: _raw, ...point } = pointOf(sums, factor);
      return {
        day: String(sums.slot),
        ...point,
        judged: round(sums.damp_judged_s / 3600, 1),
        mould_risk: round(sums.mould_s / 3600, 1),
        condensation: round(sums.condensation_s / 3600, 1),
      };
    }),
  };
}

/** Sets a home's temperature factor (null: the model's default) and records who did. */
export function setTemperatureFactor(db: Db, actorId: number, homeId: number, factor: number | null) {
  return db.transaction(async (tx) => {
    const before = await lockTemperatureFactor(tx, homeId);
    if (!before) throw notFound('home');
    const home = await updateTemperatureFactor(tx, homeId, factor);
    if (!home) throw notFound('home');
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'home',
      entityId: homeId,
      details: {
        before: { temperature_factor: before.temperature_factor },
        after: { temperature_factor: factor },
      },
    });
    return home;
  });
}
