import type { Db, Executor } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { foundAdmin } from '../admins/service.ts';
import { writeAudit } from '../audit/repository.ts';
import { endSession, endSessions, findSessionUser } from './repository.ts';

/** Ends sessions of `userId` in one transaction with its audit entry; how many ended. */
function endAndRecord(
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

/** Signs out one live session of `userId`, by `actorId` (themselves or an owner): a 404 when there is none. */
export async function endOneSession(db: Db, actorId: number, userId: number, sessionId: number) {
  const ended = await endAndRecord(
    db,
    actorId,
    userId,
    async (tx) => Number(await endSession(tx, userId, sessionId)),
    { session_id: sessionId },
  );
  if (ended === 0) throw notFound('session');
}

/** Signs out an account's every other live session, by the account itself: how many. */
export const endOtherSessions = (db: Db, userId: number, currentId: number) =>
  endAndRecord(db, userId, userId, (tx) => endSessions(tx, userId, currentId), { all_but_current: true });

/** Signs out every live session of an admin, by an owner (whose own current session stays): how many. */
export const endAdminSessions = (db: Db, actorId: number, adminId: number, ownerSessionId: number) =>
  endAndRecord(db, actorId, adminId, (tx) => endSessions(tx, adminId, ownerSessionId), { all: true });

/** The admin a session belongs to, for an owner ending it: a 404 for any other session. */
export const adminOfSession = async (db: Db, sessionId: number) =>
  foundAdmin(db, (await findSessionUser(db, sessionId)) ?? 0, 'session');
