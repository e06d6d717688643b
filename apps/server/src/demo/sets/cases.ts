import { ADMIN_LEVELS, DAY_MS, HOUR_MS, NO_CASE_TIMINGS } from '@radiant/contract';
import { DEMO_CASES } from '@radiant/demo';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/queries.ts';
import { storePolicy } from '../../modules/cases/policy-repository.ts';
import { addCaseEvent, openCase } from '../../modules/cases/service.ts';
import type { DemoDataSet } from '../index.ts';

/**
 * The demo's cases: the clients named "… Housing" are social landlords whose damp and cold alarms open cases,
 * and each story of DEMO_CASES is played, up to now, on a reporting home of theirs by the first admin: Awaab's
 * Law's clocks then show deadlines met, missed and running, as a real quarter would.
 */
export const demoCases: DemoDataSet = {
  name: 'cases',
  async load(tx) {
    const landlords = await rowsOf<{ id: number }>(
      tx,
      sql`SELECT user_id AS id FROM commercial_clients WHERE business_name LIKE '% Housing' ORDER BY user_id`,
    );
    for (const { id } of landlords) {
      await storePolicy(tx, id, { socialLandlord: true, openFromAlarms: true, hazards: NO_CASE_TIMINGS });
    }
    const [admin] = await rowsOf<{ id: number }>(
      tx,
      sql`SELECT id FROM users WHERE level IN (${sql.join(
        ADMIN_LEVELS.map((level) => sql`${level}`),
        sql`, `,
      )}) ORDER BY id LIMIT 1`,
    );
    // The landlords' homes that report, with their first room that does, by home.
    const homes = await rowsOf<{ home_id: number; room_id: number }>(
      tx,
      sql`SELECT DISTINCT ON (h.id) h.id AS home_id, ro.id AS room_id
        FROM homes AS h JOIN users AS u ON u.id = h.user_id
          JOIN rooms AS ro ON ro.home_id = h.id
        WHERE u.commercial_client_id = ANY(${sql.param(landlords.map((landlord) => landlord.id))}::int[])
          AND EXISTS (SELECT 1 FROM radiators AS r JOIN radiator_days AS d ON d.radiator_id = r.id
            WHERE r.room_id = ro.id)
          AND NOT EXISTS (SELECT 1 FROM cases AS c WHERE c.home_id = h.id)
        ORDER BY h.id, ro.id`,
    );
    if (!admin || homes.length === 0) return;
    const now = Date.now();
    for (const [index, story] of DEMO_CASES.entries()) {
      const home = homes[index % homes.length];
      if (!home) continue;
      // Opened in the working day, between 08:00 and 16:00, the day of the story.
      const openedAt = Math.min(
        now - HOUR_MS,
        Math.floor((now - story.openedDaysAgo * DAY_MS) / DAY_MS) * DAY_MS + (8 + (index % 8)) * HOUR_MS,
      );
      const opened = await openCase(
        tx,
        admin.id,
        {
          home_id: home.home_id,
          hazard: story.hazard,
          severity: story.severity,
          room_ids: story.hazard === 'damp_mould' ? [home.room_id] : [],
          owner_id: index % 3 === 0 ? null : admin.id,
          description: story.description,
        },
        new Date(openedAt),
      );
      for (const { afterHours, ...step } of story.steps) {
        const at = openedAt + afterHours * HOUR_MS;
        if (at > now) break;
        await addCaseEvent(tx, admin.id, opened.id, step, new Date(at));
      }
    }
  },
};
