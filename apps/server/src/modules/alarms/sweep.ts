import { MINUTE_MS } from '@radiant/contract';
import { ADVISORY_LOCK, tryAdvisoryLock } from '../../db/advisory-locks.ts';
import type { Db } from '../../db/database.ts';
import { silentRadiators, storeSilences } from './conditions-repository.ts';
import { raiseAlarms } from './lifecycle.ts';
import { effectiveRules, type SettingRow } from './settings.ts';
import { readAllSettings } from './settings-repository.ts';

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
export async function sweepSilentRadiators(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await tryAdvisoryLock(tx, ADVISORY_LOCK.alarmSilenceSweep))) return 0;
    const settings = await readAllSettings(tx);
    const shortest = shortestSilenceMinutes(settings);
    if (shortest === undefined) return 0;
    const silent = await silentRadiators(tx, new Date(now.getTime() - shortest * MINUTE_MS));
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
    await storeSilences(tx, offline, offline.length >= MANY_AT_ONCE);
    const raised = await raiseAlarms(
      tx,
      offline.map((radiator) => ({ ...radiator, roomC: null, setpointC: null })),
    );
    return raised.length;
  });
}
