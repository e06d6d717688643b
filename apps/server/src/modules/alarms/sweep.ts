import { MINUTE_MS } from '@radiant/contract';
import type { Database } from '../../db/database.ts';
import { raiseAlarms } from './lifecycle.ts';
import { effectiveRules, readAllSettings, type SettingRow } from './settings.ts';

/** Conditions written by one sweep beyond which their table's statistics are renewed. */
const MANY_AT_ONCE = 1000;

/** The shortest silence that the fleet's or any client's setting calls offline; none when every one is off. */
function shortestSilenceMinutes(settings: readonly SettingRow[]) {
  const scopes = [
    effectiveRules(settings, null).radiator_offline,
    ...settings.filter((row) => row.rule === 'radiator_offline' && row.client_id !== null),
  ];
  const minutes = scopes.filter((scope) => scope.enabled).map((scope) => Number(scope.thresholds.minutes));
  return minutes.length === 0 ? undefined : Math.min(...minutes);
}

/**
 * The silence sweep: raises radiator_offline for each radiator in service whose newest reading is older than
 * its rule's minutes, once (its condition remembers it until the radiator reports again). Only radiators of
 * homes with a device key in use count: a home without a gateway has nothing to be silent. One instance sweeps
 * at a time; answers how many alarms it raised.
 */
export async function sweepSilentRadiators(database: Database, now = new Date()): Promise<number> {
  return database.rawTransaction(async (sql) => {
    const [lock] = await sql.query<{ held: boolean }>(
      "SELECT pg_try_advisory_xact_lock(hashtext('alarm silence sweep')) AS held",
    );
    if (!lock?.held) return 0;
    const settings = await readAllSettings(sql);
    const shortest = shortestSilenceMinutes(settings);
    if (shortest === undefined) return 0;
    const silent = await sql.query<{ radiator_id: number; client_id: number | null; last_seen_at: Date }>(
      `SELECT r.id AS radiator_id, u.commercial_client_id AS client_id, r.last_seen_at
        FROM radiators AS r
          JOIN rooms AS ro ON ro.id = r.room_id
          JOIN homes AS h ON h.id = ro.home_id
          JOIN users AS u ON u.id = h.user_id
        WHERE r.removed_at IS NULL AND r.last_seen_at < $1
          AND EXISTS (SELECT 1 FROM device_keys AS k WHERE k.home_id = h.id AND k.revoked_at IS NULL)
          AND NOT EXISTS (
            SELECT 1 FROM alarm_conditions AS c WHERE c.radiator_id = r.id AND c.rule = 'radiator_offline'
          )`,
      [new Date(now.getTime() - shortest * MINUTE_MS)],
    );
    const rulesByClient = new Map<number | null, ReturnType<typeof effectiveRules>>();
    const offline = silent.flatMap((radiator) => {
      let rules = rulesByClient.get(radiator.client_id);
      if (!rules) {
        rules = effectiveRules(settings, radiator.client_id);
        rulesByClient.set(radiator.client_id, rules);
      }
      const { enabled, severity, thresholds } = rules.radiator_offline;
      const since = new Date(radiator.last_seen_at).getTime();
      return enabled && now.getTime() - since >= thresholds.minutes * MINUTE_MS
        ? [{ rule: 'radiator_offline' as const, severity, radiatorId: radiator.radiator_id, since }]
        : [];
    });
    if (offline.length === 0) return 0;
    await sql.query(
      `INSERT INTO alarm_conditions (radiator_id, rule, since, raised)
        SELECT radiator_id, 'radiator_offline', timestamptz 'epoch' + since_ms * interval '1 millisecond', true
        FROM unnest($1::int[], $2::float8[]) AS o(radiator_id, since_ms)
        ON CONFLICT DO NOTHING`,
      [offline.map((radiator) => radiator.radiatorId), offline.map((radiator) => radiator.since)],
    );
    const raised = await raiseAlarms(
      sql,
      offline.map((radiator) => ({ ...radiator, roomC: null, setpointC: null })),
    );
    // Thousands of silent radiators at once (a network outage): without fresh statistics the next sweeps would
    // probe the conditions one radiator at a time, 10 times slower than hashing them.
    if (offline.length >= MANY_AT_ONCE) await sql.exec('ANALYZE alarm_conditions');
    return raised.length;
  });
}
