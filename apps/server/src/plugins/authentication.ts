import { isAdminLevel, isOwnerLevel } from '@radiant/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { accountLookup } from '../modules/auth/tokens.ts';
import { type Device, deviceLookup } from '../modules/telemetry/device-keys.ts';
import type { UserRow } from '../modules/users/repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    account: UserRow | null;
    accessToken: string | null;
    device: Device | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    authenticateDevice(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The home of a live device key, for a gateway's request or its message through the broker. */
    findDevice(key: string): Promise<Device | undefined>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The token is the Authorization header value, bare or as `<scheme> <token>` (Bearer, or Device for a key). */
function readToken(header: string | undefined, scheme = 'Bearer'): string | null {
  const value = header?.trim().replace(new RegExp(`^${scheme}\\s+`, 'i'), '');
  return value ? value : null;
}

export const authenticationPlugin = fp(async (app) => {
  app.decorateRequest('account', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('device', null);
  const findAccountByToken = accountLookup(app.database.db, app.changes);
  app.decorate('findDevice', deviceLookup(app.database.db, app.changes));

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = readToken(request.headers.authorization);
    const account = token ? await findAccountByToken(token) : undefined;
    if (!token || !account) {
      throw new AppError('UNAUTHENTICATED', 'Your session has expired or is not valid. Please log in again.');
    }
    request.account = account;
    request.accessToken = token;
  });

  // A home gateway signs its telemetry with its device key, never with an account's token.
  app.decorate('authenticateDevice', async (request: FastifyRequest) => {
    const key = readToken(request.headers.authorization, 'Device');
    const device = key ? await app.findDevice(key) : undefined;
    if (!device) {
      throw new AppError('UNAUTHENTICATED', 'This device key is not valid or has been revoked.');
    }
    request.device = device;
  });

  // Hiding a button is not access control: every admin route runs this on the server.
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!isAdminLevel(request.account?.level ?? 0)) {
      throw new AppError('FORBIDDEN', 'Only administrators may use this part of Radiant.');
    }
  });

  // The admin team, alarm rules, webhooks and the audit log are the owners' alone.
  app.decorate('requireOwner', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!isOwnerLevel(request.account?.level ?? 0)) {
      throw new AppError('FORBIDDEN', 'Only owners may use this part of Radiant.');
    }
  });
});

/** The gateway of a device request; the route's onRequest hook guarantees it. */
export function deviceOf(request: FastifyRequest): Device {
  if (!request.device) throw new Error('Route used without device authentication.');
  return request.device;
}

/** Who made an admin change, for its audit entry. */
export const actorIdOf = (request: FastifyRequest): number => accountOf(request).account.id;

/** The account of an authenticated request; the route's onRequest hook guarantees it. */
export function accountOf(request: FastifyRequest): { account: UserRow; token: string } {
  if (!request.account || !request.accessToken) throw new Error('Route used without authentication.');
  return { account: request.account, token: request.accessToken };
}
