import { OFFLINE_AFTER_MS, STRUGGLING_SHARE } from '@radiant/contract';

/** How a radiator is doing: not heard from lately, struggling to reach its setpoint, or fine. */
export type RadiatorHealth = 'offline' | 'struggling' | 'fine';

/** A radiator's health from when it last reported (now) and how it heated over the range shown. */
export function radiatorHealth(
  radiator: { last_seen_at: string | null; below_setpoint_share: number | null },
  now = Date.now(),
): RadiatorHealth {
  const seen = radiator.last_seen_at === null ? undefined : Date.parse(radiator.last_seen_at);
  if (seen === undefined || now - seen > OFFLINE_AFTER_MS) return 'offline';
  if ((radiator.below_setpoint_share ?? 0) >= STRUGGLING_SHARE) return 'struggling';
  return 'fine';
}
