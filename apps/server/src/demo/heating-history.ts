import {
  heatingRollups,
  type RollupColumns,
  type RollupKey,
  type SimulatedHistories,
  type Span,
  type StoredHome,
} from '@radiant/demo';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { FLEET_SHARDS, ROLLUP_COLUMNS, ROLLUP_MEASURES } from '../modules/telemetry/rollups.ts';
import { type Column, insertColumns } from './bulk-insert.ts';

/** The PostgreSQL type of each key column of the rollups. */
const KEY_TYPES: Record<RollupKey, string> = {
  radiator_id: 'int4',
  home_id: 'int4',
  hour: 'timestamptz',
  day: 'date',
  shard: 'int2',
};

/** A fleet day that another batch of homes wrote already takes this one's measures on top of its own. */
const ADD_TO_FLEET_DAY = sql.raw(
  `ON CONFLICT (day, shard) DO UPDATE SET ${ROLLUP_COLUMNS.map(
    (column) => `${column} = fleet_days.${column} + excluded.${column}`,
  ).join(', ')}`,
);

/** Inserts the rows of one rollup table, whose measures come in ROLLUP_COLUMNS order. */
function insertRollup(tx: Tx, table: string, rows: RollupColumns, onConflict?: SQL) {
  const columns: Record<string, Column> = {};
  for (const [name, values] of rows.keys) columns[name] = { type: KEY_TYPES[name], values };
  ROLLUP_MEASURES.forEach(([name, type], index) => {
    columns[name] = { type, values: rows.measures[index] ?? [] };
  });
  return insertColumns(tx, table, columns, onConflict);
}

/**
 * Writes what the homes' gateways would have reported over the span (see heatingRollups) into the rollups, the
 * outdoor hours of their locations and each radiator's last report. Fleet days add up with those of earlier
 * calls and outdoor hours already stored stay, so homes may come in batches; `histories`, shared between calls
 * over one span, saves simulating a home again. Answers how many rollup rows it wrote.
 */
export async function writeHeatingHistory(
  tx: Tx,
  homes: StoredHome[],
  span: Span,
  histories?: SimulatedHistories,
): Promise<number> {
  const rollups = heatingRollups(homes, span, {
    measures: ROLLUP_COLUMNS,
    fleetShards: FLEET_SHARDS,
    histories,
  });
  await insertRollup(tx, 'radiator_hours', rollups.radiatorHours);
  await insertRollup(tx, 'radiator_days', rollups.radiatorDays);
  await insertRollup(tx, 'home_days', rollups.homeDays);
  await insertRollup(tx, 'fleet_days', rollups.fleetDays, ADD_TO_FLEET_DAY);
  const outdoor = rollups.outdoorHours;
  await insertColumns(
    tx,
    'outdoor_hours',
    {
      location_id: { type: 'int4', values: outdoor.location_id },
      hour: { type: 'timestamptz', values: outdoor.hour },
      temperature_c: { type: 'real', values: outdoor.temperature_c },
    },
    sql`ON CONFLICT (location_id, hour) DO NOTHING`,
  );
  const { radiatorIds, at } = rollups.lastSeen;
  await tx.execute(sql`UPDATE radiators AS r SET last_seen_at = seen.at
    FROM unnest(${sql.param(radiatorIds)}::int4[], ${sql.param(at)}::timestamptz[]) AS seen(id, at)
    WHERE r.id = seen.id`);
  const { radiatorHours, radiatorDays, homeDays, fleetDays } = rollups;
  return radiatorHours.length + radiatorDays.length + homeDays.length + fleetDays.length;
}
