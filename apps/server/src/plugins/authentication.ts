import { createHash, timingSafeEqual } from 'node:crypto';
import { BROKER_SECRET_HEADER, isAdminLevel, isOwnerLevel } from '@radiant/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { t } from '../messages/index.ts';
import { mfaSetupGate } from '../modules/mfa/gate.ts';
import { accountLookup } from '../modules/sessions/tokens.ts';
import { type Device, type DeviceLookupCounts, deviceLookup } from '../modules/telemetry/device-keys.ts';
import type { UserRow } from '../modules/users/repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    account: UserRow | null;
    accessToken: string | null;
    /** The id of the signed-in session (its access token's row). */
    sessionId: number | null;
    device: Device | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    authenticateDevice(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    authenticateBroker(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The home of a live device key, for a gateway's request or its message through the broker. */
    findDevice: ((key: string) => Promise<Device | undefined>) & { counts: DeviceLookupCounts };
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The calls with which an admin sets up their own second factor. */
const MFA_PATHS = '/v1/auth/mfa';

/** The token is the Authorization header value, bare or as `<scheme> <token>` (Bearer, or Device for a key). */
function readToken(header: string | undefined, scheme = 'Bearer'): string | null {
  const value = header?.trim().replace(new RegExp(`^${scheme}\\s+`, 'i'), '');
  return value ? value : null;
}

export const authenticationPlugin = fp(async (app) => {
  app.decorateRequest('account', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('device', null);
  const findAccountByToken = accountLookup(app.database.db, app.changes);
  app.decorate('findDevice', deviceLookup(app.database.db, app.changes));

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = readToken(request.headers.authorization);
    const signedIn = token ? await findAccountByToken(token) : undefined;
    if (!token || !signedIn) {
      throw new AppError('UNAUTHENTICATED', t('sessionExpired'));
    }
    request.account = signedIn.user;
    request.accessToken = token;
    request.sessionId = signedIn.sessionId;
  });

  // A home gateway signs its telemetry with its device key, never with an account's token.
  app.decorate('authenticateDevice', async (request: FastifyRequest) => {
    const key = readToken(request.headers.authorization, 'Device');
    const device = key ? await app.findDevice(key) : undefined;
    if (!device) {
      throw new AppError('UNAUTHENTICATED', t('deviceKeyInvalid'));
    }
    request.device = device;
  });

  // The MQTT broker's hooks answer only the broker, which sends the secret it shares with Radiant.
  const brokerSecret = app.config.mqttBrokerSecret;
  app.decorate('authenticateBroker', async (request: FastifyRequest) => {
    const sent = request.headers[BROKER_SECRET_HEADER];
    if (!brokerSecret || typeof sent !== 'string' || !sameSecret(sent, brokerSecret)) {
      throw new AppError('UNAUTHENTICATED', t('brokerOnly'));
    }
  });

  /**
   * When owners require a second factor, an admin without one may only set it up: every other admin call is
   * refused until they have.
   */
  const mfaSetupRequired = mfaSetupGate(app.database.db, app.changes);
  const requireSecondFactor = async (request: FastifyRequest, account: UserRow) => {
    if (request.routeOptions.url?.startsWith(MFA_PATHS)) return;
    if (await mfaSetupRequired(account)) {
      throw new AppError('MFA_SETUP_REQUIRED', t('mfaSetupRequired'));
    }
  };

  // Hiding a button is not access control: every admin route runs this on the server.
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    const account = request.account;
    if (!account || !isAdminLevel(account.level)) {
      throw new AppError('FORBIDDEN', t('adminsOnly'));
    }
    await requireSecondFactor(request, account);
  });

  // The admin team, alarm rules, webhooks and the audit log are the owners' alone.
  app.decorate('requireOwner', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    const account = request.account;
    if (!account || !isOwnerLevel(account.level)) {
      throw new AppError('FORBIDDEN', t('ownersOnly'));
    }
    await requireSecondFactor(request, account);
  });
});

/** Compares secrets in a time that does not tell how much of one was right. */
export const sameSecret = (sent: string, secret: string) => {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(secret));
};

/** The gateway of a device request; the route's onRequest hook guarantees it. */
export function deviceOf(request: FastifyRequest): Device {
  if (!request.device) throw new Error('Route used without device authentication.');
  return request.device;
}

/** Who made an admin change, for its audit entry. */
export const actorIdOf = (request: FastifyRequest): number => accountOf(request).account.id;

/** The account of an authenticated request; the route's onRequest hook guarantees it. */
export function accountOf(request: FastifyRequest): { account: UserRow; token: string; sessionId: number } {
  if (!request.account || !request.accessToken || request.sessionId === null) {
    throw new Error('Route used without authentication.');
  }
  return { account: request.account, token: request.accessToken, sessionId: request.sessionId };
}
