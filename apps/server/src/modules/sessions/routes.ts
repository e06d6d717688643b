import { adminSessionOperations, sessionOperations } from '@radiant/contract';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { accountOf, actorIdOf } from '../../plugins/authentication.ts';
import { foundAdmin } from '../admins/service.ts';
import { listSessions } from './repository.ts';
import { adminOfSession, endAdminSessions, endOneSession, endOtherSessions } from './service.ts';

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
      await endOneSession(db, account.id, account.id, request.params.id);
      return success('SESSION_ENDED', 'That session has been signed out.', {});
    },
    endOthers: async (request) => {
      const { account, sessionId } = accountOf(request);
      const ended = await endOtherSessions(db, account.id, sessionId);
      return success('SESSIONS_ENDED', `${countOf(ended, 'other session')} signed out.`, { ended });
    },
  };
});

/** Owners see and end any admin's sessions. */
export const adminSessionRoutes = operationRoutes(adminSessionOperations, (app) => {
  const { db } = app.database;
  return {
    list: async (request) => {
      const admin = await foundAdmin(db, request.params.id);
      const sessions = await listSessions(db, admin.id, accountOf(request).sessionId);
      return success('SESSIONS', `${countOf(sessions.length, 'session')}.`, { sessions });
    },
    end: async (request) => {
      const sessionId = request.params.id;
      const admin = await adminOfSession(db, sessionId);
      await endOneSession(db, actorIdOf(request), admin.id, sessionId);
      return success('SESSION_ENDED', `That session of ${admin.email} has been signed out.`, {});
    },
    endAll: async (request) => {
      const admin = await foundAdmin(db, request.params.id);
      const ended = await endAdminSessions(db, actorIdOf(request), admin.id, accountOf(request).sessionId);
      return success('SESSIONS_ENDED', `${countOf(ended, 'session')} of ${admin.email} signed out.`, {
        ended,
      });
    },
  };
});
