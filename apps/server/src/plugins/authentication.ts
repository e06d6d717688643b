import { isAdminLevel } from '@radiant/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { findAccountByToken } from '../modules/auth/tokens.ts';
import type { UserRow } from '../modules/users/repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    account: UserRow | null;
    accessToken: string | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The token is the Authorization header value, bare or as `Bearer <token>`. */
function readToken(header: string | undefined): string | null {
  const value = header?.trim().replace(/^Bearer\s+/i, '');
  return value ? value : null;
}

export const authenticationPlugin = fp(async (app) => {
  app.decorateRequest('account', null);
  app.decorateRequest('accessToken', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = readToken(request.headers.authorization);
    const account = token ? await findAccountByToken(app.database.db, token) : undefined;
    if (!token || !account) {
      throw new AppError('UNAUTHENTICATED', 'Your session has expired or is not valid. Please log in again.');
    }
    request.account = account;
    request.accessToken = token;
  });

  // Hiding a button is not access control: every admin route runs this on the server.
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!isAdminLevel(request.account?.level ?? 0)) {
      throw new AppError('FORBIDDEN', 'Only administrators may use this part of Radiant.');
    }
  });
});

/** Who made an admin change, for its audit entry. */
export const actorIdOf = (request: FastifyRequest): number => accountOf(request).account.id;

/** The account of an authenticated request; the route's onRequest hook guarantees it. */
export function accountOf(request: FastifyRequest): { account: UserRow; token: string } {
  if (!request.account || !request.accessToken) throw new Error('Route used without authentication.');
  return { account: request.account, token: request.accessToken };
}
