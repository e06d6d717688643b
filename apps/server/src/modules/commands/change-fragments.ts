import { sql } from 'drizzle-orm';
import { openChangeOf } from '../../db/schema.ts';

// Rules on radiators' changes (`command_radiators AS cr`) that several statements say.

/** That the change `cr` is open: its gateway has not settled it (it may have expired unswept). */
export const OPEN_CHANGE = openChangeOf(sql.raw('cr.status'));

/** The change `cr`'s status as it stands now: an open one past its expiry has expired, swept or not yet. */
export const STATUS_NOW = sql`CASE WHEN ${OPEN_CHANGE} AND cr.expires_at <= now() THEN 'expired' ELSE cr.status END`;

/** That the change `cr` is open and not expired: its gateway may still receive and apply it. */
export const LIVE_CHANGE = sql`${OPEN_CHANGE} AND cr.expires_at > now()`;
