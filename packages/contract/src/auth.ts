import { z } from 'zod';
import { ZEmptyData } from './envelope.ts';
import { defineOperations } from './operation.ts';
import { SIGN_IN_PATHS } from './sign-in.ts';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A password an account chooses: long enough, and (checked by the server, which holds the list) none of the
 * commonest breached passwords.
 */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });

const optionalText = (max: number) => z.string().trim().max(max).default('');

export const ZEmail = z
  .email({ error: 'Enter a valid email address.' })
  .max(254)
  .transform((email) => email.toLowerCase());

export const ZProfile = z.object({
  first_name: z.string().trim().min(1, { error: 'Enter a first name.' }).max(100),
  last_name: z.string().trim().min(1, { error: 'Enter a last name.' }).max(100),
  mobile: z
    .string()
    .trim()
    .max(20)
    .regex(/^(\+?[0-9 ()-]{6,20})?$/, { error: 'Enter a phone number of digits, spaces and an optional +.' })
    .default(''),
  address_line1: optionalText(200),
  address_line2: optionalText(200),
  town: optionalText(100),
  city: optionalText(100),
  post_code: optionalText(16),
});
export type Profile = z.infer<typeof ZProfile>;
export const PROFILE_FIELDS = Object.keys(ZProfile.shape) as (keyof Profile)[];

export const ZUser = ZProfile.extend({
  id: z.number().int(),
  email: z.string(),
  level: z.number().int(),
  status: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
}).meta({ id: 'User' });
export type User = z.infer<typeof ZUser>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, { error: 'Enter your password.' }).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZSessionUser = ZUser.extend({
  access_token: z.string(),
  expires_at: z.string(),
  /** An owner requires two-factor sign-in and this admin has not set it up: the console sends them to do so. */
  mfa_setup_required: z.boolean(),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

/**
 * A password accepted for an admin who signs in with a second factor: `POST /v1/auth/login/verify` takes this
 * challenge with a code. Every way into a session (a login, an invitation) answers it in place of a token.
 */
export const ZMfaChallenge = z
  .object({ mfa_required: z.literal(true), challenge: z.string(), expires_at: z.string() })
  .meta({ id: 'MfaChallenge' });
export type MfaChallenge = z.output<typeof ZMfaChallenge>;

/**
 * What a login answers: the user with a token, or (a level that holds none) the user alone; or, for an admin
 * who signs in with a second factor, the challenge that `POST /v1/auth/login/verify` takes with a code.
 */
const ZLoginAnswer = z.union([z.object({ user: z.union([ZSessionUser, ZUser]) }), ZMfaChallenge]);

export type UpdateProfileRequest = z.input<typeof ZProfile>;

export const ZChangePasswordRequest = z
  .object({
    old_password: z.string().min(1, { error: 'Enter your current password.' }).max(PASSWORD_MAX_LENGTH),
    new_password: ZNewPassword,
  })
  .refine((body) => body.old_password !== body.new_password, {
    path: ['new_password'],
    error: 'The new password must differ from the current one.',
  });
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

const ZMeAnswer = z.object({ me: ZUser });

/** Account endpoints: any signed-in account may use them for itself (the app's users too). */
export const authOperations = defineOperations('auth', 'Authentication', {
  login: {
    method: 'POST',
    path: SIGN_IN_PATHS.login,
    summary: 'Log in with email and password',
    access: 'public',
    body: ZLoginRequest,
    data: ZLoginAnswer,
    errors: [401, 403, 429],
  },
  me: {
    method: 'GET',
    path: '/v1/auth/me',
    summary: 'The signed-in account',
    access: 'account',
    data: ZMeAnswer,
  },
  updateProfile: {
    method: 'POST',
    path: '/v1/auth/update_profile',
    summary: 'Update the profile fields of the signed-in account',
    access: 'account',
    body: ZProfile,
    data: ZMeAnswer,
  },
  changePassword: {
    method: 'POST',
    path: '/v1/auth/change_password',
    summary: 'Change the password; other sessions are logged out',
    access: 'account',
    body: ZChangePasswordRequest,
    data: ZEmptyData,
    errors: [429],
  },
  logout: {
    method: 'POST',
    path: '/v1/auth/logout',
    summary: 'Log out: the token is revoked',
    access: 'account',
    data: ZEmptyData,
  },
});
