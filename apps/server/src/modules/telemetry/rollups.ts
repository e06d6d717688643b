// What the hourly and daily rollups sum, defined once for all four of them (radiator hours and days, home
// days, fleet days). Each measure is summed over the readings a batch stored (columns of the `stored` rows)
// per radiator hour, and those hours are summed into each rollup.

/** Heating while the room is more than this below its setpoint counts as struggling to reach it. */
const BELOW_SETPOINT_C = 0.5;
/** Heat delivered while the room is more than this above its setpoint is wasted. */
const ABOVE_BAND_C = 1;

/** Each measure: its column, its PostgreSQL type, and what one reading adds to it. */
export const ROLLUP_MEASURES = [
  ['energy_wh', 'float8', 'energy_wh::float8'],
  ['heating_s', 'int8', 'CASE WHEN output_pct > 0 THEN interval_s ELSE 0 END'],
  ['covered_s', 'int8', 'interval_s'],
  ['room_c_s', 'float8', 'room_c::float8 * interval_s'],
  ['setpoint_c_s', 'float8', 'setpoint_c::float8 * interval_s'],
  [
    'below_s',
    'int8',
    `CASE WHEN output_pct > 0 AND room_c < setpoint_c - ${BELOW_SETPOINT_C} THEN interval_s ELSE 0 END`,
  ],
  ['window_s', 'int8', 'CASE WHEN window_open THEN interval_s ELSE 0 END'],
  ['window_wh', 'float8', 'CASE WHEN window_open THEN energy_wh::float8 ELSE 0 END'],
  ['above_wh', 'float8', `CASE WHEN room_c > setpoint_c + ${ABOVE_BAND_C} THEN energy_wh::float8 ELSE 0 END`],
  ['heatups', 'int4', 'CASE WHEN reached_setpoint THEN 1 ELSE 0 END'],
  ['readings', 'int4', '1'],
] as const;
export type RollupMeasure = (typeof ROLLUP_MEASURES)[number][0];

/** The measures' columns, in order. */
export const ROLLUP_COLUMNS = ROLLUP_MEASURES.map(([column]) => column);

/** Each measure summed over the readings of a group, named as its column. */
export const SUMMED_MEASURES = ROLLUP_MEASURES.map(([column, , per]) => `sum(${per}) AS ${column}`).join(
  ', ',
);

/**
 * A data-modifying CTE that adds the `hourly` sums (the measures per radiator and UTC hour) to `table`: one
 * row per value of `keys` (column and its expression over `hourly`), each measure added to what the row
 * already holds. `carried` columns are stored beside the keys and depend on them (a radiator's home).
 */
export function addToRollup(
  table: string,
  keys: [column: string, expression: string][],
  carried: string[] = [],
): string {
  const grouped = [...keys, ...carried.map((column): [string, string] => [column, column])];
  const columns = [...grouped.map(([column]) => column), ...ROLLUP_COLUMNS];
  const values = [
    ...grouped.map(([, expression]) => expression),
    ...ROLLUP_COLUMNS.map((column) => `sum(${column})`),
  ];
  const sums = ROLLUP_COLUMNS.map((column) => `${column} = ${table}.${column} + excluded.${column}`);
  return `${table}_added AS (
    INSERT INTO ${table} (${columns.join(', ')})
    SELECT ${values.join(', ')} FROM hourly GROUP BY ${grouped.map((_, index) => index + 1).join(', ')}
    ON CONFLICT (${keys.map(([column]) => column).join(', ')}) DO UPDATE SET ${sums.join(', ')}
  )`;
}
