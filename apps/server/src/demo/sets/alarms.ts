import { ADMIN_LEVELS } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import type { DemoDataSet } from '../index.ts';

/** Alarms a day of the demo's history shows at most, so that the list reads as a working fortnight. */
const ALARMS_PER_DAY = 12;

/**
 * A fortnight of alarms read from the heating history the thermal model wrote: days a window stood open while
 * heating (window_open), a room heated but kept well below its setpoint (a stuck valve or an undersized
 * radiator: cold_home or not_reaching_setpoint) and radiators in an offline spell now (radiator_offline).
 * Those of the last whole day are open, some acknowledged by the first admin; older ones cleared, most by
 * themselves, some by the admin with a note.
 */
export const demoAlarms: DemoDataSet = {
  name: 'alarms',
  async load(tx) {
    await tx.execute(sql`
      WITH admin AS (
        SELECT id FROM users WHERE level IN (${sql.join(
          ADMIN_LEVELS.map((level) => sql`${level}`),
          sql`, `,
        )}) ORDER BY id LIMIT 1
      ), last AS (
        -- The last whole day: today's holds only the hours so far (one at 01:00, when no window has stood open
        -- an hour yet), which left the open alarms to the offline radiators alone at night.
        SELECT max(day) - 1 AS day FROM radiator_days
      ), days AS (
        SELECT d.radiator_id, d.day, d.window_s, d.below_s, d.heating_s, d.covered_s
        FROM radiator_days AS d, last
        WHERE d.day BETWEEN last.day - 13 AND last.day
      ), found AS (
        SELECT radiator_id, day, 'window_open' AS rule, 'warning' AS severity FROM days WHERE window_s >= 3600
        UNION ALL
        SELECT radiator_id, day, CASE WHEN radiator_id % 2 = 0 THEN 'cold_home' ELSE 'not_reaching_setpoint' END,
          CASE WHEN radiator_id % 2 = 0 THEN 'major' ELSE 'minor' END
        FROM days WHERE covered_s > 0 AND heating_s > 0.5 * covered_s AND below_s > 0.5 * heating_s
        UNION ALL
        -- Radiators in an offline spell now: silent since a day of the fortnight.
        SELECT radiator_id, (SELECT day FROM last), 'radiator_offline', 'major'
        FROM days GROUP BY radiator_id HAVING max(day) < (SELECT day FROM last)
      ), chosen AS (
        SELECT f.*, (SELECT day FROM last) - f.day AS age,
          row_number() OVER (PARTITION BY f.day ORDER BY hashtext(f.rule || f.radiator_id || f.day)) AS n,
          row_number() OVER (PARTITION BY f.rule, f.radiator_id ORDER BY f.day DESC) AS newest
        FROM found AS f
      ), timed AS (
        -- Older days' between 07:00 and 17:00 of their day; the last day's within the 10 hours before now,
        -- whatever the hour, and at least half an hour ago, acknowledged since.
        SELECT c.*, CASE WHEN c.age = 0
            THEN now() - (30 + abs(hashtext(c.rule || c.radiator_id)) % 570) * interval '1 minute'
            ELSE c.day + time '07:00'
              + (abs(hashtext(c.rule || c.radiator_id)) % 600) * interval '1 minute'
          END AS raised_at
        FROM chosen AS c
        -- One open alarm per rule and radiator: the last day's newest.
        WHERE c.n <= ${ALARMS_PER_DAY} AND (c.age > 0 OR c.newest = 1)
      ), placed AS (
        SELECT t.*, ro.id AS room_id, h.id AS home_id, u.id AS user_id, u.commercial_client_id AS client_id,
          lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || h.name || ' ' || ro.name) AS search_text,
          abs(hashtext(t.radiator_id || t.rule)) % 3 AS handling
        FROM timed AS t JOIN radiators AS r ON r.id = t.radiator_id JOIN rooms AS ro ON ro.id = r.room_id
          JOIN homes AS h ON h.id = ro.home_id JOIN users AS u ON u.id = h.user_id
        WHERE t.raised_at < now()
      ), raised AS (
        INSERT INTO alarms (rule, severity, status, radiator_id, room_id, home_id, user_id, client_id, room_c,
            setpoint_c, since, raised_at, acknowledged_at, acknowledged_by, cleared_at, cleared_by, search_text)
        SELECT p.rule, p.severity,
          CASE WHEN p.age > 0 THEN 'cleared' WHEN p.handling = 0 THEN 'acknowledged' ELSE 'active' END,
          p.radiator_id, p.room_id, p.home_id, p.user_id, p.client_id, NULL, NULL,
          p.raised_at - interval '1 hour', p.raised_at,
          CASE WHEN p.handling = 0 THEN p.raised_at + interval '25 minutes' END,
          CASE WHEN p.handling = 0 THEN (SELECT id FROM admin) END,
          CASE WHEN p.age > 0 THEN p.raised_at + interval '95 minutes' END,
          CASE WHEN p.age > 0 AND p.handling = 0 THEN (SELECT id FROM admin) END,
          p.search_text
        FROM placed AS p
        RETURNING id, raised_at, acknowledged_at, acknowledged_by, cleared_at, cleared_by
      )
      INSERT INTO alarm_history (alarm_id, event, at, actor_id, note)
      SELECT id, 'raised', raised_at, NULL, NULL FROM raised
      UNION ALL
      SELECT id, 'acknowledged', acknowledged_at, acknowledged_by, 'Resident called; engineer booked.'
        FROM raised WHERE acknowledged_at IS NOT NULL
      UNION ALL
      SELECT id, 'cleared', cleared_at, cleared_by,
          CASE WHEN cleared_by IS NOT NULL THEN 'Engineer bled the radiator and freed the valve.' END
        FROM raised WHERE cleared_at IS NOT NULL`);
  },
};
