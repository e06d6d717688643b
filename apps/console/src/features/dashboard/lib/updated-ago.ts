const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago something was updated, in the largest whole unit that fits (`-2, 'minute'` for two minutes
 * ago, as Intl.RelativeTimeFormat takes it); undefined under a minute, which reads "just now".
 */
export function updatedAgo(
  elapsedMs: number,
): { value: number; unit: 'minute' | 'hour' | 'day' } | undefined {
  if (elapsedMs < MINUTE_MS) return undefined;
  if (elapsedMs < HOUR_MS) return { value: -Math.floor(elapsedMs / MINUTE_MS), unit: 'minute' };
  if (elapsedMs < DAY_MS) return { value: -Math.floor(elapsedMs / HOUR_MS), unit: 'hour' };
  return { value: -Math.floor(elapsedMs / DAY_MS), unit: 'day' };
}
