import {
  DAMP_EXPORT_COLUMNS,
  type DampHome,
  ROOM_DAMP_EXPORT_COLUMNS,
  type RoomDamp,
} from '@radiant/contract';
import { type CsvCells, csvLinesOf } from '../../../http/csv.ts';

const orEmpty = (value: number | string | null) => value ?? '';

const PORTFOLIO_CELLS: CsvCells<DampHome, (typeof DAMP_EXPORT_COLUMNS)[number]> = {
  home_id: (row) => row.home.id,
  home: (row) => row.home.name,
  city: (row) => row.home.city,
  resident: (row) => row.resident.name,
  client: (row) => row.client?.name ?? '',
  band: (row) => orEmpty(row.band),
  band_7_days: (row) => orEmpty(row.band_7),
  worst_room: (row) => row.worst_room?.name ?? '',
  judged_hours: (row) => row.hours.judged,
  mould_risk_hours: (row) => row.hours.mould_risk,
  condensation_hours: (row) => row.hours.condensation,
  trend: (row) => orEmpty(row.trend),
  excess_cold_band: (row) => orEmpty(row.excess_cold.band),
  cold_pct: (row) => orEmpty(row.excess_cold.cold_pct),
  rationed_pct: (row) => orEmpty(row.excess_cold.rationed_pct),
};

/** The portfolio's header line, then one chunk of lines per batch of homes. */
export const portfolioCsvLinesOf = (batches: AsyncIterable<DampHome[]>) =>
  csvLinesOf(DAMP_EXPORT_COLUMNS, PORTFOLIO_CELLS, batches);

type RoomHour = RoomDamp['hours'][number];

const ROOM_CELLS: CsvCells<RoomHour, (typeof ROOM_DAMP_EXPORT_COLUMNS)[number]> = {
  hour: (row) => row.hour,
  room_c: (row) => orEmpty(row.room_c),
  humidity_pct: (row) => orEmpty(row.humidity_pct),
  outdoor_c: (row) => orEmpty(row.outdoor_c),
  dew_point_c: (row) => orEmpty(row.dew_point_c),
  surface_c: (row) => orEmpty(row.surface_c),
  surface_humidity_pct: (row) => orEmpty(row.surface_humidity_pct),
  mould_risk: (row) => (row.mould_risk ? 'yes' : 'no'),
  condensation: (row) => (row.condensation ? 'yes' : 'no'),
};

async function* once<T>(rows: T[]) {
  yield rows;
}

/** A room's hours as CSV lines. */
export const roomCsvLinesOf = (damp: RoomDamp) =>
  csvLinesOf(ROOM_DAMP_EXPORT_COLUMNS, ROOM_CELLS, once(damp.hours));
