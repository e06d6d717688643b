/**
 * The two calls of a sign-in by path: the console's login makes them before its API client and these schemas
 * load (apps/console/src/features/auth/gate).
 */
export const SIGN_IN_PATHS = { login: '/v1/auth/login', verify: '/v1/auth/login/verify' } as const;

/** The console screen an invitation link opens; the token follows in the fragment, never sent to a server. */
export const INVITATION_PATH = '/accept-invitation';
