import { mfaOperations } from '@radiant/contract';
import type { FastifyRequest } from 'fastify';
import { success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { accountOf } from '../../plugins/authentication.ts';
import { authSettingsOf } from '../auth/service.ts';
import { sessionMetaOf } from '../sessions/start.ts';
import { disableMfa, enableMfa, mfaStatus, setUpMfa, verifyLogin } from './service.ts';

/** An admin's own second factor, and the second step of their sign-in. */
export const mfaRoutes = operationRoutes(mfaOperations, (app) => {
  const { db } = app.database;
  const settings = authSettingsOf(app.config);
  const ownSession = (request: FastifyRequest) => ({ ...accountOf(request), address: request.ip });
  return {
    status: async (request) => {
      const mfa = await mfaStatus(db, accountOf(request).account.id);
      return success('MFA_STATUS', mfa.enabled ? 'Two-factor sign-in is on.' : 'Two-factor sign-in is off.', {
        mfa,
      });
    },
    setup: async (request) => {
      const setup = await setUpMfa(db, accountOf(request).account);
      return success(
        'MFA_SETUP',
        'Scan the QR code with your authenticator app, then enter the code it shows to turn two-factor sign-in on.',
        setup,
      );
    },
    enable: async (request) => {
      const enabled = await enableMfa(db, ownSession(request), request.body.code, app.now());
      return success(
        'MFA_ENABLED',
        'Two-factor sign-in is on, and your other sessions have been signed out. Keep the recovery codes somewhere safe: they are not shown again.',
        enabled,
      );
    },
    disable: async (request) => {
      const mfa = await disableMfa(db, ownSession(request), request.body.code, app.now());
      return success(
        'MFA_DISABLED',
        'Two-factor sign-in is off, and your other sessions have been signed out.',
        { mfa },
      );
    },
    verify: async (request) => {
      const user = await verifyLogin(db, settings, request.body, sessionMetaOf(request), app.now());
      return success('LOGIN_SUCCESS', 'Welcome back! You are now logged in.', { user });
    },
  };
});
