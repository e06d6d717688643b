import { z } from 'zod';
import { ZEmail, ZMfaChallenge, ZNewPassword, ZProfile, ZSessionUser } from './auth.ts';
import { LEVEL } from './levels.ts';
import { ZAdminPolicy } from './mfa.ts';
import { defineOperations } from './operation.ts';
import { ZRecordIdParam, ZStatus, ZStatusParam } from './pagination.ts';
import { HOUR_MS } from './time.ts';

/** How long an invitation link opens the screen where the new admin chooses a password. */
export const INVITATION_LIFETIME_MS = 72 * HOUR_MS;

export const ZAdminLevel = z.union([z.literal(LEVEL.ADMIN), z.literal(LEVEL.OWNER)], {
  error: `Use ${LEVEL.ADMIN} for an admin or ${LEVEL.OWNER} for an owner.`,
});

/**
 * Where an admin account stands: invited (no password chosen yet), active, or deactivated (cannot sign in,
 * and every session it had has ended).
 */
export const ADMIN_STATES = ['invited', 'active', 'deactivated'] as const;
export type AdminState = (typeof ADMIN_STATES)[number];

export const ZAdmin = z
  .object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    level: ZAdminLevel,
    status: ZStatus,
    state: z.enum(ADMIN_STATES),
    created_at: z.iso.datetime(),
    /** The newest sign-in, none before the first. */
    last_sign_in_at: z.iso.datetime().nullable(),
    /** When the open invitation stops working; none once the admin chose a password, or after it expired. */
    invitation_expires_at: z.iso.datetime().nullable(),
    /** Signs in with a second factor (an authenticator app's code). */
    mfa_enabled: z.boolean(),
    /** Too many wrong codes: the code step refuses every code until then, unless an owner lifts the lock. */
    mfa_locked_until: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Admin' });
export type Admin = z.output<typeof ZAdmin>;

const name = ZProfile.shape;
export const ZAdminRequest = z.object({
  first_name: name.first_name,
  last_name: name.last_name,
  email: ZEmail,
  level: ZAdminLevel,
});
export type AdminRequest = z.input<typeof ZAdminRequest>;

export const ZAdminUpdate = ZAdminRequest.omit({ email: true });
export type AdminUpdate = z.input<typeof ZAdminUpdate>;

/** An invitation link: shown to the owner who made it this once, and never stored (only its hash is). */
export const ZInvitation = z
  .object({
    url: z.string(),
    token: z.string(),
    expires_at: z.iso.datetime(),
    /** Also sent to the admin's email: only with a mail server configured (`SMTP_URL`), and when it took it. */
    mailed: z.boolean(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.output<typeof ZInvitation>;

export const ZAcceptInvitationRequest = z.object({
  token: z.string().min(1, { error: 'The invitation link is incomplete.' }).max(200),
  password: ZNewPassword,
});
export type AcceptInvitationRequest = z.input<typeof ZAcceptInvitationRequest>;

const ZAdminId = z.object({ id: ZRecordIdParam });
const ZAdminAnswer = z.object({ admin: ZAdmin });

/** The admin team: owners only. */
export const adminOperations = defineOperations('admin', 'Admin team', {
  list: {
    method: 'GET',
    path: '/v1/admins',
    summary: 'Every admin and owner, by name',
    access: 'owner',
    data: z.object({ admins: z.array(ZAdmin) }),
  },
  create: {
    method: 'POST',
    path: '/v1/admins',
    summary: 'Add an admin: the answer carries the invitation link, shown this once',
    idempotent: true,
    access: 'owner',
    body: ZAdminRequest,
    data: z.object({ admin: ZAdmin, invitation: ZInvitation }),
    errors: [409],
  },
  update: {
    method: 'PUT',
    path: '/v1/admins/:id',
    summary: "Change an admin's name or role; the last active owner stays an owner",
    access: 'owner',
    params: ZAdminId,
    body: ZAdminUpdate,
    data: ZAdminAnswer,
    errors: [404, 409],
  },
  setStatus: {
    method: 'PUT',
    path: '/v1/admins/toggle-status/:id/:status',
    summary: 'Activate (1) or deactivate (0) an admin: deactivation ends their sessions at once, everywhere',
    access: 'owner',
    params: z.object({ id: ZRecordIdParam, status: ZStatusParam }),
    data: ZAdminAnswer,
    errors: [404, 409],
  },
  policy: {
    method: 'GET',
    path: '/v1/admins/policy',
    summary: 'What every admin must do to sign in',
    access: 'owner',
    data: z.object({ policy: ZAdminPolicy }),
  },
  setPolicy: {
    method: 'PUT',
    path: '/v1/admins/policy',
    summary: 'Require (or stop requiring) two-factor sign-in of every admin',
    access: 'owner',
    body: ZAdminPolicy,
    data: z.object({ policy: ZAdminPolicy }),
    errors: [409],
  },
  resetMfa: {
    method: 'POST',
    path: '/v1/admins/:id/mfa/reset',
    summary:
      "Turn off another admin's second factor (a lost phone): they set it up again; their sessions end",
    access: 'owner',
    params: ZAdminId,
    data: ZAdminAnswer,
    errors: [404, 409],
  },
  unlockMfa: {
    method: 'POST',
    path: '/v1/admins/:id/mfa/unlock',
    summary: "Lift the lock that wrong codes put on an admin's second factor",
    access: 'owner',
    params: ZAdminId,
    data: ZAdminAnswer,
    errors: [404, 409],
  },
  invite: {
    method: 'POST',
    path: '/v1/admins/:id/invitation',
    summary:
      'A new invitation link for an admin (the earlier one stops working): to finish joining, or to choose a new password',
    idempotent: true,
    access: 'owner',
    params: ZAdminId,
    data: z.object({ admin: ZAdmin, invitation: ZInvitation }),
    errors: [404, 409],
  },
});

/** Who an open invitation is for: the accept screen greets them and password managers learn the email. */
export const ZInvitationPreview = z
  .object({ email: z.string(), first_name: z.string(), last_name: z.string(), expires_at: z.iso.datetime() })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.output<typeof ZInvitationPreview>;

/** The invited admin's side: the link's token and a password of their own give a session. */
export const invitationOperations = defineOperations('invitation', 'Authentication', {
  check: {
    method: 'POST',
    path: '/v1/auth/invitation/check',
    summary:
      'Who an invitation link is for and until when; 410 when it has been used, replaced or has expired',
    access: 'public',
    body: ZAcceptInvitationRequest.pick({ token: true }),
    data: z.object({ invitation: ZInvitationPreview }),
    errors: [410, 429],
  },
  accept: {
    method: 'POST',
    path: '/v1/auth/invitation/accept',
    summary:
      'Choose a password with an invitation link: the invitation is used up and the admin signed in, or asked for their second factor',
    access: 'public',
    body: ZAcceptInvitationRequest,
    data: z.union([z.object({ user: ZSessionUser }), ZMfaChallenge]),
    errors: [410, 429],
  },
});
