import { adminSessionOperations, sessionOperations } from '@radiant/contract';
import type { Db, Executor } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { accountOf, actorIdOf } from '../../plugins/authentication.ts';
import { findAdmin } from '../admins/repository.ts';
import { writeAudit } from '../audit/repository.ts';
import { endSession, endSessions, findSessionUser, listSessions } from './repository.ts';

/** Ends sessions of `userId` in one transaction with its audit entry; how many ended. */
async function endAndRecord(
  db: Db,
  actorId: number,
  userId: number,
  end: (executor: Executor) => Promise<number>,
  details: Record<string, unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await end(tx);
    if (ended > 0) {
      await writeAudit(tx, { actorId, action: 'end_session', entity: 'user', entityId: userId, details });
    }
    return ended;
  });
}

/** An admin's own sessions: where they are signed in, and signing some of them out. */
export const sessionRoutes = operationRoutes(sessionOperations, (app) => {
  const { db } = app.database;
  return {
    list: async (request) => {
      const { account, sessionId } = accountOf(request);
      const sessions = await listSessions(db, account.id, sessionId);
      return success('SESSIONS', `${countOf(sessions.length, 'session')}.`, { sessions });
    },
    end: async (request) => {
      const { account } = accountOf(request);
      const { id } = request.params;
      const ended = await endAndRecord(
        db,
        account.id,
        account.id,
        async (tx) => Number(await endSession(tx, account.id, id)),
        {
          session_id: id,
        },
      );
      if (ended === 0) throw notFound('The session');
      return success('SESSION_ENDED', 'That session has been signed out.', {});
    },
    endOthers: async (request) => {
      const { account, sessionId } = accountOf(request);
      const ended = await endAndRecord(
        db,
        account.id,
        account.id,
        (tx) => endSessions(tx, account.id, sessionId),
        {
          all_but_current: true,
        },
      );
      return success('SESSIONS_ENDED', `${countOf(ended, 'other session')} signed out.`, { ended });
    },
  };
});

/** Owners see and end any admin's sessions. */
export const adminSessionRoutes = operationRoutes(adminSessionOperations, (app) => {
  const { db } = app.database;
  const foundAdmin = async (id: number) => {
    const admin = await findAdmin(db, id);
    if (!admin) throw notFound('The admin');
    return admin;
  };
  return {
    list: async (request) => {
      const admin = await foundAdmin(request.params.id);
      const sessions = await listSessions(db, admin.id, accountOf(request).sessionId);
      return success('SESSIONS', `${countOf(sessions.length, 'session')}.`, { sessions });
    },
    end: async (request) => {
      const sessionId = request.params.id;
      const admin = await findAdmin(db, (await findSessionUser(db, sessionId)) ?? 0);
      if (!admin) throw notFound('The session');
      const ended = await endAndRecord(
        db,
        actorIdOf(request),
        admin.id,
        async (tx) => Number(await endSession(tx, admin.id, sessionId)),
        { session_id: sessionId },
      );
      if (ended === 0) throw notFound('The session');
      return success('SESSION_ENDED', `That session of ${admin.email} has been signed out.`, {});
    },
    endAll: async (request) => {
      const admin = await foundAdmin(request.params.id);
      const { sessionId } = accountOf(request);
      const ended = await endAndRecord(
        db,
        actorIdOf(request),
        admin.id,
        (tx) => endSessions(tx, admin.id, sessionId),
        {
          all: true,
        },
      );
      return success('SESSIONS_ENDED', `${countOf(ended, 'session')} of ${admin.email} signed out.`, {
        ended,
      });
    },
  };
});
