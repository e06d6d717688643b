import {
  adminOperations,
  HOUR_MS,
  INVITATION_LIFETIME_MS,
  invitationOperations,
  STATUS,
  statusOf,
} from '@radiant/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { authSettingsOf } from '../auth/service.ts';
import { getPolicy, setPolicy } from '../mfa/service.ts';
import { sessionMetaOf } from '../sessions/start.ts';
import { invitationMailer } from './invitation-mail.ts';
import { listAdmins } from './repository.ts';
import {
  acceptInvitation,
  checkInvitation,
  createAdmin,
  inviteAdmin,
  resetAdminMfa,
  setAdminStatus,
  unlockAdminMfa,
  updateAdmin,
} from './service.ts';

/** Where invitation links point: `PUBLIC_URL`, or else the address the owner reached the console at. */
const originOf = (app: FastifyInstance, request: FastifyRequest) =>
  app.config.publicUrl ?? `${request.protocol}://${request.host}`;

const LINK_NOTE = `Copy the invitation link now: it is not shown again, and it works once, for ${INVITATION_LIFETIME_MS / HOUR_MS} hours.`;

/** The admin team: owners add admins, change their role, deactivate them and give them a new link. */
export const adminRoutes = operationRoutes(adminOperations, (app) => {
  const { db } = app.database;
  const mailer = invitationMailer(app.config.smtp, app.log);
  app.addHook('onClose', async () => mailer.close());
  /** The invitation as answered: mailed too when a mail server is configured and took it. */
  const handOver = async ({ admin, invitation }: Awaited<ReturnType<typeof inviteAdmin>>) => {
    const mailed = await mailer.send(admin, invitation);
    const note = mailed ? `It was also emailed to ${admin.email}. ${LINK_NOTE}` : LINK_NOTE;
    return { data: { admin, invitation: { ...invitation, mailed } }, note };
  };
  return {
    list: async () => {
      const admins = await listAdmins(db);
      return success('ADMINS', `${countOf(admins.length, 'admin')}.`, { admins });
    },
    create: async (request) => {
      const { data, note } = await handOver(
        await createAdmin(db, actorIdOf(request), request.body, originOf(app, request)),
      );
      return success('ADMIN_CREATED', `${data.admin.email} has been added. ${note}`, data);
    },
    update: async (request) => {
      const admin = await updateAdmin(db, actorIdOf(request), request.params.id, request.body);
      return success('ADMIN_UPDATED', `${admin.first_name} ${admin.last_name} has been updated.`, { admin });
    },
    setStatus: async (request) => {
      const { id, status } = request.params;
      const admin = await setAdminStatus(db, actorIdOf(request), id, statusOf(status));
      const description =
        status === STATUS.ACTIVE
          ? `${admin.first_name} ${admin.last_name} can sign in again.`
          : `${admin.first_name} ${admin.last_name} has been deactivated and signed out everywhere.`;
      return success('ADMIN_STATUS_CHANGED', description, { admin });
    },
    policy: async () => success('ADMIN_POLICY', 'How admins sign in.', { policy: await getPolicy(db) }),
    setPolicy: async (request) => {
      const policy = await setPolicy(db, actorIdOf(request), request.body);
      const description = policy.require_mfa
        ? 'Every admin now signs in with a second factor; those without one set it up at their next sign-in.'
        : 'Two-factor sign-in is now each admin’s own choice.';
      return success('ADMIN_POLICY_CHANGED', description, { policy });
    },
    resetMfa: async (request) => {
      const admin = await resetAdminMfa(db, actorIdOf(request), request.params.id);
      const description = `${admin.first_name} ${admin.last_name} has been signed out everywhere and signs in without a second factor until they set one up again.`;
      return success('ADMIN_MFA_RESET', description, { admin });
    },
    unlockMfa: async (request) => {
      const admin = await unlockAdminMfa(db, actorIdOf(request), request.params.id);
      const description = `${admin.first_name} ${admin.last_name} can enter codes again.`;
      return success('ADMIN_MFA_UNLOCKED', description, { admin });
    },
    invite: async (request) => {
      const { data, note } = await handOver(
        await inviteAdmin(db, actorIdOf(request), request.params.id, originOf(app, request)),
      );
      return success('ADMIN_INVITED', `A new link for ${data.admin.email}. ${note}`, data);
    },
  };
});

/** The invited admin's side of the link. */
export const invitationRoutes = operationRoutes(invitationOperations, (app) => {
  const settings = authSettingsOf(app.config);
  return {
    check: async (request) => {
      const invitation = await checkInvitation(
        app.database.db,
        settings.throttle,
        request.body.token,
        request.ip,
      );
      return success('INVITATION', `An invitation for ${invitation.email}.`, { invitation });
    },
    accept: async (request) => {
      const admission = await acceptInvitation(app.database, settings, request.body, sessionMetaOf(request));
      if ('mfa_required' in admission) {
        const description =
          'Your password is set. Enter the code from your authenticator app to finish signing in.';
        return success('MFA_REQUIRED', description, admission);
      }
      return success(
        'INVITATION_ACCEPTED',
        'Welcome to Radiant! Your password is set and you are signed in.',
        admission,
      );
    },
  };
});
