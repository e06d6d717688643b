import { isAdminLevel, type SessionUser } from '@radiant/contract';
import type { Executor } from '../../db/database.ts';
import { writeAudit } from '../audit/repository.ts';
import { findMfa, readPolicy } from '../mfa/repository.ts';
import { markUserSeen, toUser, type UserRow } from '../users/repository.ts';
import { issueToken } from './tokens.ts';

/** Where a sign-in came from, kept with its session for the admin's list of sessions. */
export interface SessionMeta {
  userAgent: string;
  address: string;
}

const USER_AGENT_KEPT = 300;

export const sessionMetaOf = (request: { headers: { 'user-agent'?: string }; ip: string }): SessionMeta => ({
  userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_KEPT),
  address: request.ip,
});

/** Whether an owner requires a second factor that this admin has not set up yet. */
async function mfaSetupRequired(executor: Executor, account: UserRow): Promise<boolean> {
  if (!isAdminLevel(account.level) || !(await readPolicy(executor)).require_mfa) return false;
  return !(await findMfa(executor, account.id))?.enabledAt;
}

/**
 * A signed-in account's new session, in the transaction of the sign-in: its token, when it was last seen (the
 * residential-users list sorts by it), and the sign-in in the audit log with `details` (the second factor used).
 */
export async function startSession(
  executor: Executor,
  account: UserRow,
  ttlMs: number,
  meta: SessionMeta,
  details: Record<string, unknown> = {},
): Promise<SessionUser> {
  await markUserSeen(executor, account.id);
  const { token, expiresAt } = await issueToken(executor, account.id, ttlMs, meta);
  await writeAudit(executor, {
    actorId: account.id,
    action: 'sign_in',
    entity: 'user',
    entityId: account.id,
    details: { ip: meta.address, ...details },
  });
  return {
    ...toUser(account),
    access_token: token,
    expires_at: expiresAt.toISOString(),
    mfa_setup_required: await mfaSetupRequired(executor, account),
  };
}
