import { ROLLUP_COLUMNS } from './rollups.ts';

/**
 * A data-modifying CTE that adds the `hourly` sums (the measures per radiator and UTC hour) to `table`: one
 * row per value of `keys` (column and its expression over `hourly`), each measure added to what the row
 * already holds. `carried` columns are stored beside the keys and depend on them (a radiator's home).
 * `hourly` holds one row per radiator hour: a table keyed by exactly that takes its rows without grouping
 * them (`onePerKey`): 0.7 to 1.3 ms less of PostgreSQL a batch of 2,500 readings than grouping them again.
 */
export function addToRollup(
  table: string,
  keys: [column: string, expression: string][],
  { carried = [], onePerKey = false }: { carried?: string[]; onePerKey?: boolean } = {},
): string {
  const grouped = [...keys, ...carried.map((column): [string, string] => [column, column])];
  const columns = [...grouped.map(([column]) => column), ...ROLLUP_COLUMNS];
  const values = [
    ...grouped.map(([, expression]) => expression),
    ...ROLLUP_COLUMNS.map((column) => (onePerKey ? column : `sum(${column})`)),
  ];
  const grouping = onePerKey ? '' : ` GROUP BY ${grouped.map((_, index) => index + 1).join(', ')}`;
  const sums = ROLLUP_COLUMNS.map((column) => `${column} = ${table}.${column} + excluded.${column}`);
  return `${table}_added AS (
    INSERT INTO ${table} (${columns.join(', ')})
    SELECT ${values.join(', ')} FROM hourly${grouping}
    ON CONFLICT (${keys.map(([column]) => column).join(', ')}) DO UPDATE SET ${sums.join(', ')}
  )`;
}
