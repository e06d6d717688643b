import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP as TOTP_SETTINGS } from '@radiant/contract';
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = TOTP_SETTINGS.periodSeconds * 1000;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_SETTINGS.issuer,
    label,
    secret: Secret.fromBase32(secret),
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
  });

/** A new authenticator secret, base32: 160 bits, as RFC 4226 recommends. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** The address an authenticator app reads from the QR code: issuer, the admin's email, the secret. */
export const otpauthUrl = (secret: string, email: string): string => totpOf(secret, email).toString();

/**
 * The 30-second step of `code` when it is right at `now` or one step either side (a phone's clock a little off,
 * a code typed as it changed), and newer than `lastStep`, the step of the code accepted before: a code seen
 * once is refused ever after, even within its window.
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | undefined {
  if (!/^[0-9]{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now / PERIOD_MS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The code an authenticator app shows at `now`: for tests and the demo, never sent anywhere. */
export const codeAt = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });

// Recovery codes: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as xxxxx-xxxxx.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const recoveryCode = () => {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
};

/** Recovery codes to show once; about 50 bits each, so a plain SHA-256 of each is a safe thing to keep. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);

/** The stored form of a recovery code, however it was typed (case, spaces, the dash). */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('base64url');

/** A random token for a sign-in's challenge. */
export const newChallenge = (): string => randomBytes(32).toString('base64url');
