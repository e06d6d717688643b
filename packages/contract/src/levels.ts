/** Account levels; only the admin levels may log into the console or call admin endpoints. */
export const LEVEL = {
  SUPER_ADMIN: 1001,
  ADMIN: 2001,
  RESIDENTIAL: 3001,
  COMMERCIAL: 5001,
} as const;

export const ADMIN_LEVELS: readonly number[] = [LEVEL.SUPER_ADMIN, LEVEL.ADMIN];

export const isAdminLevel = (level: number): boolean => ADMIN_LEVELS.includes(level);

/** How long a browser keeps a stored session, and the server's default token lifetime. */
export const SESSION_LIFETIME_MS = 86_400_000;
