import {
  ZChangePasswordRequest,
  ZEmptyResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '@radiant/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, success } from '../../http/envelope.ts';
import { accountOf } from '../../plugins/authentication.ts';
import { toUser } from '../users/repository.ts';
import { type AuthSettings, changePassword, logIn, logOut, updateProfile } from './service.ts';

/** Account endpoints: any authenticated account may use them for itself (the app's users too). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: AuthSettings = {
    tokenTtlMs: app.config.tokenTtlMs,
    throttle: { maxFailures: app.config.loginMaxFailures, windowMs: app.config.loginWindowMs },
  };
  const tags = ['Authentication'];
  const authenticated = { onRequest: app.authenticate };

  app.post(
    '/v1/auth/login',
    {
      schema: {
        tags,
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = await logIn(app.database, settings, request.body, request.ip);
      return success('LOGIN_SUCCESS', 'Welcome back! You are now logged in.', { user });
    },
  );

  app.get(
    '/v1/auth/me',
    { ...authenticated, schema: { tags, response: { 200: ZMeResponse, ...errorResponses(401) } } },
    async (request) => success('ME', 'Your account details.', { me: toUser(accountOf(request).account) }),
  );

  app.post(
    '/v1/auth/update_profile',
    {
      ...authenticated,
      schema: {
        tags,
        body: ZUpdateProfileRequest,
        response: { 200: ZUpdateProfileResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const me = await updateProfile(app.database, accountOf(request).account, request.body);
      return success('PROFILE_UPDATED', 'Your profile has been updated.', { me });
    },
  );

  app.post(
    '/v1/auth/change_password',
    {
      ...authenticated,
      schema: {
        tags,
        body: ZChangePasswordRequest,
        response: { 200: ZEmptyResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { account, token } = accountOf(request);
      await changePassword(app.database, settings, account, token, request.body);
      return success(
        'PASSWORD_CHANGED',
        'Your password has been changed. Other sessions have been logged out.',
        {},
      );
    },
  );

  app.post(
    '/v1/auth/logout',
    { ...authenticated, schema: { tags, response: { 200: ZEmptyResponse, ...errorResponses(401) } } },
    async (request) => {
      await logOut(app.database, accountOf(request).token);
      return success('LOGGED_OUT', 'You have been logged out.', {});
    },
  );
};
