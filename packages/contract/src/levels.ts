import { DAY_MS } from './time.ts';

/**
 * Account levels; only the admin levels may log into the console or call admin endpoints. An owner may do
 * everything an admin may, and run the admin team, alarm rules, webhooks and the audit log besides.
 */
export const LEVEL = {
  ADMIN: 1001,
  OWNER: 2001,
  RESIDENTIAL: 3001,
  COMMERCIAL: 5001,
} as const;

export const ADMIN_LEVELS: readonly number[] = [LEVEL.ADMIN, LEVEL.OWNER];

export const isAdminLevel = (level: number): boolean => ADMIN_LEVELS.includes(level);
export const isOwnerLevel = (level: number): boolean => level === LEVEL.OWNER;

/**
 * Whether signing in gives the account an access token: admins use the console, residential users the app's
 * account calls; a commercial client has no use for one here, so none is issued or stored.
 */
export const isTokenLevel = (level: number): boolean => level !== LEVEL.COMMERCIAL;

/** How long a browser keeps a stored session, and the server's default token lifetime. */
export const SESSION_LIFETIME_MS = DAY_MS;
