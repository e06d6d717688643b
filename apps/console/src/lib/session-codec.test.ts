import { SESSION_LIFETIME_MS, type SessionUser } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession, isSessionExpired } from './session-codec';

const user: SessionUser = {
  id: 7,
  email: 'admin@radiant.test',
  level: 1001,
  status: 1,
  created_at: '2025-01-01T00:00:00.000Z',
  first_name: 'Ada',
  last_name: 'Heat',
  mobile: '',
  address_line1: '',
  address_line2: '',
  town: '',
  city: '',
  post_code: '',
  access_token: 'token-123',
  expires_at: '2025-01-02T00:00:00.000Z',
  mfa_setup_required: false,
};

describe('session record', () => {
  it('round-trips the user and its timestamp through the encrypted record', () => {
    const record = encodeSession({ user, savedAt: 1_000 });
    expect(record).not.toContain('admin@radiant.test');
    expect(decodeSession(record)).toEqual({ user, savedAt: 1_000 });
  });

  it('uses a fresh nonce each time, so equal sessions give different records', () => {
    expect(encodeSession({ user, savedAt: 1 })).not.toBe(encodeSession({ user, savedAt: 1 }));
  });

  it('refuses a tampered, truncated or foreign record', () => {
    const [nonce, sealed] = encodeSession({ user, savedAt: 1 }).split('.');
    const flipped = `${sealed?.slice(0, -2)}${sealed?.endsWith('00') ? '11' : '00'}`;
    expect(() => decodeSession(`${nonce}.${flipped}`)).toThrow();
    expect(() => decodeSession(`${nonce}`)).toThrow();
    expect(() => decodeSession('{"user":{}}')).toThrow();
  });

  it('expires a record 24 hours after it was saved', () => {
    const session = { user, savedAt: 0 };
    expect(isSessionExpired(session, SESSION_LIFETIME_MS - 1)).toBe(false);
    expect(isSessionExpired(session, SESSION_LIFETIME_MS)).toBe(true);
  });
});
