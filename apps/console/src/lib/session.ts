import { isOwnerLevel, SESSION_LIFETIME_MS, type SessionUser, type User } from '@radiant/contract';
import { createStore } from './create-store';
import type { StoredSession } from './session-codec';
import { useStore } from './use-store';

const SESSION_KEY = 'session';
const TOKEN_KEY = 'access_token';

// The cipher code loads only when a session is read or written, keeping it off the login page's first load.
const loadCodec = () => import('./session-codec');

const sessionStore = createStore<StoredSession | null>(null);
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

const expiresAt = (session: StoredSession) => session.savedAt + SESSION_LIFETIME_MS;

/** Holds a session in memory and ends it when its 24 hours are up, even in a tab left open. */
function hold(session: StoredSession): void {
  clearTimeout(expiryTimer);
  expiryTimer = setTimeout(() => endSession(), Math.max(0, expiresAt(session) - Date.now()));
  sessionStore.set(session);
}

function clearStorage(): void {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
}

/** Restores the stored session at start-up: expired or undecryptable records are removed. */
export async function restoreSession(): Promise<void> {
  const record = localStorage.getItem(SESSION_KEY);
  if (!record) return;
  const { decodeSession, isSessionExpired } = await loadCodec();
  try {
    const session = decodeSession(record);
    if (!isSessionExpired(session)) return hold(session);
  } catch (error) {
    console.error('The stored session could not be decrypted; signing out.', error);
  }
  clearStorage();
}

function store(session: StoredSession, encodeSession: (session: StoredSession) => string): void {
  localStorage.setItem(SESSION_KEY, encodeSession(session));
  localStorage.setItem(TOKEN_KEY, session.user.access_token);
  sessionStorage.setItem(TOKEN_KEY, session.user.access_token);
}

async function persist(session: StoredSession): Promise<void> {
  const { encodeSession } = await loadCodec();
  // A logout (or a newer session) may have happened while the codec loaded.
  if (sessionStore.get() !== session) return;
  store(session, encodeSession);
}

function setSession(session: StoredSession): Promise<void> {
  hold(session);
  return persist(session);
}

/**
 * Starts a signed-in session: stored first, then held, so that the console moves on (the route guard follows the
 * held session) only once a reload would find it too.
 */
export async function startSession(user: SessionUser): Promise<void> {
  signedOut = false;
  const session = { user, savedAt: Date.now() };
  const { encodeSession } = await loadCodec();
  store(session, encodeSession);
  hold(session);
}

/** Whether the admin signed out of the last session (the route guard then keeps no screen to come back to). */
export const wasSignedOut = () => signedOut;

/**
 * Refreshes the stored user (after a me-check or a profile update) and keeps its token and timestamp. An
 * answer about someone else (it arrived after a logout and another login) is ignored.
 */
export async function updateSessionUser(user: User): Promise<void> {
  const current = sessionStore.get();
  if (current?.user.id === user.id) await setSession({ ...current, user: { ...current.user, ...user } });
}

/**
 * Whether an owner requires a second factor this admin has yet to set up: set by a sign-in's answer or a call
 * refused with MFA_SETUP_REQUIRED, cleared once it is on (or no longer required). The route guard reads it.
 */
export async function setMfaSetupRequired(required: boolean): Promise<void> {
  const current = sessionStore.get();
  if (current && current.user.mfa_setup_required !== required) {
    await setSession({ ...current, user: { ...current.user, mfa_setup_required: required } });
  }
}

/** Whether the last session ended because the admin signed out, rather than by time or by the server. */
let signedOut = false;

/** Ends the session: `signed-out` when the admin asked to, so that the next sign-in starts afresh. */
export function endSession(how: 'signed-out' | 'ended' = 'ended'): void {
  signedOut = how === 'signed-out';
  clearTimeout(expiryTimer);
  clearStorage();
  sessionStore.set(null);
}

/** The session's token; past its lifetime (a timer in a background tab may fire late) the session ends. */
export function getAccessToken(): string | undefined {
  const session = sessionStore.get();
  if (session && Date.now() >= expiresAt(session)) return void endSession();
  return session?.user.access_token;
}

/** Calls the listener whenever the session starts, changes or ends. */
export const onSessionChange = (listener: () => void) => sessionStore.subscribe(listener);

export const useSessionUser = (): SessionUser | undefined => useStore(sessionStore)?.user;

/** Whether the signed-in account is an owner, as its stored user says (the me-check keeps it current). */
export function useIsOwner(): boolean {
  const user = useSessionUser();
  return user !== undefined && isOwnerLevel(user.level);
}
