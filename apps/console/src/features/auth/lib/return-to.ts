import { paths } from '@/config/screens';

/**
 * Where a sign-in goes: the screen the admin asked for before the console sent them to the login (carried in
 * the history entry's state), or the dashboard. Only a path of this console is followed, never another site
 * (`//host`, `/\host`) nor the login itself.
 */
export function returnToOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || /^\/[/\\]/.test(from)) return paths.home;
  return new URL(from, 'http://console.invalid').pathname === paths.login ? paths.home : from;
}

/** The state a redirect to the login carries: the screen to come back to. */
export const returnState = (location: { pathname: string; search: string; hash: string }) => ({
  from: `${location.pathname}${location.search}${location.hash}`,
});
