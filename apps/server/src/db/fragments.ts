import { sql } from 'drizzle-orm';

// SQL said the same way by several modules, written once.

/** Radiators (`r`) with their room (`ro`), home (`h`) and resident (`u`), for a FROM clause. */
export const RADIATORS_WITH_RESIDENTS = sql.raw(`radiators AS r JOIN rooms AS ro ON ro.id = r.room_id
  JOIN homes AS h ON h.id = ro.home_id JOIN users AS u ON u.id = h.user_id`);
