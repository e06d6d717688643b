import { z } from 'zod';
import { ZSessionUser } from './auth.ts';
import { defineOperations } from './operation.ts';
import { SIGN_IN_PATHS } from './sign-in.ts';
import { MINUTE_MS } from './time.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, a new code every 30 seconds. */
export const TOTP = { digits: 6, periodSeconds: 30, issuer: 'Radiant' } as const;
/** Codes given when two-factor sign-in is turned on, each good for one sign-in without the app. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge of a password accepted waits for its second factor. */
export const LOGIN_CHALLENGE_LIFETIME_MS = 5 * MINUTE_MS;

/** A code from the authenticator app (6 digits, spaces allowed) or a recovery code (`xxxxx-xxxxx`). */
export const ZSecondFactorCode = z
  .string()
  .trim()
  .min(1, { error: 'Enter the code from your authenticator app, or a recovery code.' })
  .max(32)
  .transform((code) => code.replace(/\s+/g, '').toLowerCase());

const ZAppCode = z
  .string()
  .trim()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, { error: 'Enter the 6 digits your authenticator app shows.' }));

/** Whether an admin signs in with a second factor, and how many recovery codes are left. */
export const ZMfaStatus = z
  .object({
    enabled: z.boolean(),
    enabled_at: z.iso.datetime().nullable(),
    recovery_codes_left: z.number(),
    /** An owner requires two-factor sign-in of every admin. */
    required: z.boolean(),
  })
  .meta({ id: 'MfaStatus' });
export type MfaStatus = z.output<typeof ZMfaStatus>;

export const ZMfaSetup = z.object({ secret: z.string(), otpauth_url: z.string() }).meta({ id: 'MfaSetup' });
export type MfaSetup = z.output<typeof ZMfaSetup>;

/** Only a code turns the second factor off: a password alone is the first factor, which it exists to back up. */
export const ZMfaDisableRequest = z.object({ code: ZSecondFactorCode });
export type MfaDisableRequest = z.input<typeof ZMfaDisableRequest>;

export const ZLoginVerifyRequest = z.object({
  challenge: z.string().min(1).max(200),
  code: ZSecondFactorCode,
});
export type LoginVerifyRequest = z.input<typeof ZLoginVerifyRequest>;

/** The second step of a sign-in, and an admin's own second factor. */
export const mfaOperations = defineOperations('mfa', 'Authentication', {
  status: {
    method: 'GET',
    path: '/v1/auth/mfa',
    summary: 'Whether two-factor sign-in is on for the signed-in admin',
    access: 'admin',
    data: z.object({ mfa: ZMfaStatus }),
  },
  setup: {
    method: 'POST',
    path: '/v1/auth/mfa/setup',
    summary: 'A new secret for the authenticator app; two-factor sign-in is on only once a code confirms it',
    access: 'admin',
    data: ZMfaSetup,
    errors: [409],
  },
  enable: {
    method: 'POST',
    path: '/v1/auth/mfa/enable',
    summary:
      'Confirm the secret with a code: two-factor sign-in is on, other sessions end; the recovery codes are in this answer only',
    access: 'admin',
    body: z.object({ code: ZAppCode }),
    data: z.object({ mfa: ZMfaStatus, recovery_codes: z.array(z.string()) }),
    errors: [409, 429],
  },
  disable: {
    method: 'POST',
    path: '/v1/auth/mfa/disable',
    summary: "Turn two-factor sign-in off with a code (the app's or a recovery code); other sessions end",
    access: 'admin',
    body: ZMfaDisableRequest,
    data: z.object({ mfa: ZMfaStatus }),
    errors: [409, 429],
  },
  verify: {
    method: 'POST',
    path: SIGN_IN_PATHS.verify,
    summary: "The second step of a sign-in: the login's challenge and a code give the token",
    access: 'public',
    body: ZLoginVerifyRequest,
    data: z.object({ user: ZSessionUser }),
    errors: [401, 429],
  },
});

export const ZAdminPolicy = z
  .object({
    /** Every admin must sign in with a second factor; one without it is sent to set it up first. */
    require_mfa: z.boolean(),
  })
  .meta({ id: 'AdminPolicy' });
export type AdminPolicy = z.output<typeof ZAdminPolicy>;
