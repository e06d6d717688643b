import { authOperations } from '@radiant/contract';
import { success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { accountOf } from '../../plugins/authentication.ts';
import { sessionMetaOf } from '../sessions/start.ts';
import { toUser } from '../users/repository.ts';
import { authSettingsOf, changePassword, logIn, logOut, updateProfile } from './service.ts';

/** Account endpoints: any authenticated account may use them for itself (the app's users too). */
export const authRoutes = operationRoutes(authOperations, (app) => {
  const settings = authSettingsOf(app.config);
  return {
    login: async (request) => {
      const signIn = await logIn(app.database, settings, request.body, sessionMetaOf(request));
      if ('mfa_required' in signIn) {
        return success(
          'MFA_REQUIRED',
          'Enter the code from your authenticator app to finish signing in.',
          signIn,
        );
      }
      return success('LOGIN_SUCCESS', 'Welcome back! You are now logged in.', signIn);
    },
    me: async (request) => success('ME', 'Your account details.', { me: toUser(accountOf(request).account) }),
    updateProfile: async (request) => {
      const me = await updateProfile(app.database, accountOf(request).account, request.body);
      return success('PROFILE_UPDATED', 'Your profile has been updated.', { me });
    },
    changePassword: async (request) => {
      const { account, token } = accountOf(request);
      await changePassword(app.database, settings, account, token, request.body);
      const description = 'Your password has been changed. Other sessions have been logged out.';
      return success('PASSWORD_CHANGED', description, {});
    },
    logout: async (request) => {
      await logOut(app.database, accountOf(request));
      return success('LOGGED_OUT', 'You have been logged out.', {});
    },
  };
});
