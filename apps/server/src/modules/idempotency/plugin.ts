import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@radiant/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { claimIdempotencyKey, keepIdempotentAnswer, releaseIdempotencyKey } from './repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is a creating operation that takes an `Idempotency-Key` (the contract's `idempotent`). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed as the first of its retries: its answer is kept when it succeeds. */
    idempotencyClaim?: { actorId: number; key: string };
  }
}

/** What makes two requests the same: the route, its parameters and its body. */
const requestHashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([request.method, request.routeOptions.url, request.params ?? {}, request.body ?? null]),
    )
    .digest('base64url');

/**
 * Gives every route marked `idempotent` its `Idempotency-Key` hooks: the first request with a key runs and its
 * successful answer is kept for 24 hours; a retry with the same key and request gets that answer again (with
 * `Idempotent-Replayed: true`) and creates nothing; the same key with another request is a 422, and with one
 * still running a 409. Keys are the admin's own: another admin's same key is another key. Registered before
 * the routes, after authentication (the hooks run once the access check has named the admin).
 */
export const idempotencyPlugin = fp(async (app) => {
  const { db } = app.database;
  const hooks = {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (typeof key !== 'string') return;
      const actorId = actorIdOf(request);
      const requestHash = requestHashOf(request);
      const first = await claimIdempotencyKey(db, actorId, key, requestHash);
      if (first === true) {
        request.idempotencyClaim = { actorId, key };
        return;
      }
      if (first && first.requestHash !== requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', t('idempotencyKeyReused'));
      }
      if (!first || first.statusCode === null || first.answer === null) {
        throw new AppError('CONFLICT', t('idempotencyInFlight'));
      }
      return reply
        .code(first.statusCode)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(first.answer);
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = undefined;
      const succeeded = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
      if (succeeded) {
        await keepIdempotentAnswer(db, claim.actorId, claim.key, {
          statusCode: reply.statusCode,
          body: payload,
        });
      } else {
        await releaseIdempotencyKey(db, claim.actorId, claim.key);
      }
      return payload;
    },
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), hooks.preHandler];
    route.onSend = [...[route.onSend ?? []].flat(), hooks.onSend];
  });
});
