import { z } from 'zod';
import { ZEmptyData } from './envelope.ts';
import { defineOperations } from './operation.ts';
import { ZRecordIdParam } from './pagination.ts';

/** One signed-in browser or client of an admin. */
export const ZSession = z
  .object({
    id: z.number(),
    /** The browser and system, read from its User-Agent: "Chrome 131 on macOS". */
    browser: z.string(),
    /** The address it signed in from. */
    address: z.string(),
    signed_in_at: z.iso.datetime(),
    /** To the minute; none before its first use after signing in. */
    last_used_at: z.iso.datetime().nullable(),
    expires_at: z.iso.datetime(),
    /** The session making this request. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type Session = z.output<typeof ZSession>;

const ZSessions = z.object({ sessions: z.array(ZSession) });

/** An admin's own sessions. */
export const sessionOperations = defineOperations('session', 'Authentication', {
  list: {
    method: 'GET',
    path: '/v1/auth/sessions',
    summary: "The signed-in admin's live sessions, newest first",
    access: 'admin',
    data: ZSessions,
  },
  end: {
    method: 'DELETE',
    path: '/v1/auth/sessions/:id',
    summary: 'Sign out one of your sessions',
    access: 'admin',
    params: z.object({ id: ZRecordIdParam }),
    data: ZEmptyData,
    errors: [404],
  },
  endOthers: {
    method: 'POST',
    path: '/v1/auth/sessions/end-others',
    summary: 'Sign out every session but this one',
    access: 'admin',
    data: z.object({ ended: z.number() }),
  },
});

/** Any admin's sessions, for owners. */
export const adminSessionOperations = defineOperations('adminSession', 'Admin team', {
  list: {
    method: 'GET',
    path: '/v1/admins/:id/sessions',
    summary: "An admin's live sessions, newest first",
    access: 'owner',
    params: z.object({ id: ZRecordIdParam }),
    data: ZSessions,
    errors: [404],
  },
  end: {
    method: 'DELETE',
    path: '/v1/admin-sessions/:id',
    summary: "End one of any admin's sessions (by the session's id, as their list gives it)",
    access: 'owner',
    params: z.object({ id: ZRecordIdParam }),
    data: ZEmptyData,
    errors: [404],
  },
  endAll: {
    method: 'DELETE',
    path: '/v1/admins/:id/sessions',
    summary: "End every session of an admin (not the owner's own current one)",
    access: 'owner',
    params: z.object({ id: ZRecordIdParam }),
    data: z.object({ ended: z.number() }),
    errors: [404],
  },
});
