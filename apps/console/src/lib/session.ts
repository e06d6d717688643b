import type { SessionUser, User } from '@radiant/contract';
import { createStore, useStore } from './create-store';
import type { StoredSession } from './session-codec';

const SESSION_KEY = 'session';
const TOKEN_KEY = 'access_token';

// The cipher code loads only when a session is read or written, keeping it off the login page's first load.
const loadCodec = () => import('./session-codec');

const sessionStore = createStore<StoredSession | null>(null);

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
    if (!isSessionExpired(session)) return sessionStore.set(session);
  } catch (error) {
    console.error('The stored session could not be decrypted; signing out.', error);
  }
  clearStorage();
}

async function persist(session: StoredSession): Promise<void> {
  const { encodeSession } = await loadCodec();
  // A logout (or a newer session) may have happened while the codec loaded.
  if (sessionStore.get() !== session) return;
  localStorage.setItem(SESSION_KEY, encodeSession(session));
  localStorage.setItem(TOKEN_KEY, session.user.access_token);
  sessionStorage.setItem(TOKEN_KEY, session.user.access_token);
}

function setSession(session: StoredSession): Promise<void> {
  sessionStore.set(session);
  return persist(session);
}

export const startSession = (user: SessionUser) => setSession({ user, savedAt: Date.now() });

/** Refreshes the stored user (after a me-check or a profile update) and keeps its token and timestamp. */
export async function updateSessionUser(user: User): Promise<void> {
  const current = sessionStore.get();
  if (current) await setSession({ ...current, user: { ...current.user, ...user } });
}

export function endSession(): void {
  clearStorage();
  sessionStore.set(null);
}

export const getAccessToken = (): string | undefined => sessionStore.get()?.user.access_token;

export const useSessionUser = (): SessionUser | undefined => useStore(sessionStore)?.user;
