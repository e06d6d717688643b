import { gcm } from '@noble/ciphers/aes.js';
import { bytesToHex, bytesToUtf8, hexToBytes, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { SessionUser } from '@radiant/contract';
import { SESSION_LIFETIME_MS } from '@radiant/contract';

/**
 * The fixed passphrase only obfuscates the stored record; the real defences are the server's token expiry
 * and revocation and the CSP. @noble works outside secure contexts, unlike crypto.subtle.
 */
const KEY = sha256(utf8ToBytes('radiant-console/session-record/v1'));
const NONCE_BYTES = 12;

export type StoredSession = { user: SessionUser; savedAt: number };

export function encodeSession(session: StoredSession): string {
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = gcm(KEY, nonce).encrypt(utf8ToBytes(JSON.stringify(session)));
  return `${bytesToHex(nonce)}.${bytesToHex(sealed)}`;
}

/** Throws when the record was tampered with, truncated or written by something else. */
export function decodeSession(record: string): StoredSession {
  const [nonce, sealed, ...rest] = record.split('.');
  if (!nonce || !sealed || rest.length > 0) throw new Error('The stored session record is malformed.');
  const session: unknown = JSON.parse(bytesToUtf8(gcm(KEY, hexToBytes(nonce)).decrypt(hexToBytes(sealed))));
  if (!isStoredSession(session)) throw new Error('The stored session record has an unknown shape.');
  return session;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { user, savedAt } = value as Partial<StoredSession>;
  return (
    typeof savedAt === 'number' && typeof user?.access_token === 'string' && typeof user.level === 'number'
  );
}

export const isSessionExpired = (session: StoredSession, now = Date.now()): boolean =>
  now - session.savedAt >= SESSION_LIFETIME_MS;
