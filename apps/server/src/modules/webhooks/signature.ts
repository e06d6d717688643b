import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The Radiant-Signature header of a body sent at `timestamp` (unix seconds): the time is signed with the
 * body, so a receiver can refuse an old delivery replayed.
 */
export const signatureOf = (secret: string, body: string, timestamp: number) =>
  `t=${timestamp},v1=${hmacOf(secret, timestamp, body)}`;

/**
 * Whether `header` signs `body` with `secret`, made at most `toleranceS` seconds from now: what a receiver
 * checks (docs/webhooks.md shows it). Several v1 values are accepted, for a secret being replaced.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  toleranceS = 300,
  nowS = Math.floor(Date.now() / 1000),
): boolean {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > toleranceS) return false;
  const expected = Buffer.from(hmacOf(secret, timestamp, body));
  return parts.some(([key, value]) => {
    if (key !== 'v1' || value === undefined) return false;
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
