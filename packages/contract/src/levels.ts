import { DAY_MS } from './time.ts';

/** Account levels; only the admin levels may log into the console or call admin endpoints. */
export const LEVEL = {
  SUPER_ADMIN: 1001,
  ADMIN: 2001,
  RESIDENTIAL: 3001,
  COMMERCIAL: 5001,
} as const;

export const ADMIN_LEVELS: readonly number[] = [LEVEL.SUPER_ADMIN, LEVEL.ADMIN];

export const isAdminLevel = (level: number): boolean => ADMIN_LEVELS.includes(level);

/**
 * Whether signing in gives the account an access token: admins use the console, residential users the app's
 * account calls; a commercial client has no use for one here, so none is issued or stored.
 */
export const isTokenLevel = (level: number): boolean => level !== LEVEL.COMMERCIAL;

/** How long a browser keeps a stored session, and the server's default token lifetime. */
export const SESSION_LIFETIME_MS = DAY_MS;
