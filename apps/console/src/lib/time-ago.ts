import { DAY_MS, HOUR_MS, MINUTE_MS } from '@radiant/contract';
/**
 * How long ago something happened, in the largest whole unit that fits (`-2, 'minute'` for two minutes
 * ago, as Intl.RelativeTimeFormat takes it); undefined under a minute, which reads "just now".
 */
export function timeAgo(elapsedMs: number): { value: number; unit: 'minute' | 'hour' | 'day' } | undefined {
  if (elapsedMs < MINUTE_MS) return undefined;
  if (elapsedMs < HOUR_MS) return { value: -Math.floor(elapsedMs / MINUTE_MS), unit: 'minute' };
  if (elapsedMs < DAY_MS) return { value: -Math.floor(elapsedMs / HOUR_MS), unit: 'hour' };
  return { value: -Math.floor(elapsedMs / DAY_MS), unit: 'day' };
}
