import { TOTP } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { acceptedStep, codeAt, hashRecoveryCode, newRecoveryCodes, newSecret, otpauthUrl } from './totp.ts';

// RFC 6238's SHA-1 test secret ("12345678901234567890"), in base32, and its published 8-digit codes' last six.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const PERIOD_MS = TOTP.periodSeconds * 1000;
// A fixed clock: the start of a step, well inside it, and the next step.
const T = 1_111_111_109_000;
const stepOf = (at: number) => Math.floor(at / PERIOD_MS);

describe('authenticator codes (RFC 6238)', () => {
  it('match the RFC test vectors', () => {
    expect(codeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(codeAt(RFC_SECRET, T)).toBe('081804');
    expect(codeAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('accept the current code and the previous and next windows, and nothing further', () => {
    const secret = newSecret();
    expect(acceptedStep(secret, codeAt(secret, T), T, null)).toBe(stepOf(T));
    expect(acceptedStep(secret, codeAt(secret, T - PERIOD_MS), T, null)).toBe(stepOf(T) - 1);
    expect(acceptedStep(secret, codeAt(secret, T + PERIOD_MS), T, null)).toBe(stepOf(T) + 1);
    expect(acceptedStep(secret, codeAt(secret, T - 2 * PERIOD_MS), T, null)).toBeUndefined();
    expect(acceptedStep(secret, codeAt(secret, T + 2 * PERIOD_MS), T, null)).toBeUndefined();
  });

  it('refuse a code used before, and any older one, even within its window', () => {
    const secret = newSecret();
    const used = acceptedStep(secret, codeAt(secret, T), T, null) ?? 0;
    expect(acceptedStep(secret, codeAt(secret, T), T + 1000, used)).toBeUndefined();
    expect(acceptedStep(secret, codeAt(secret, T - PERIOD_MS), T, used)).toBeUndefined();
    expect(acceptedStep(secret, codeAt(secret, T + PERIOD_MS), T + PERIOD_MS, used)).toBe(used + 1);
  });

  it('refuse a wrong code and anything that is not six digits', () => {
    const secret = newSecret();
    const right = codeAt(secret, T);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(acceptedStep(secret, wrong, T, null)).toBeUndefined();
    for (const code of ['', '12345', '1234567', 'abcdef', `${right} `]) {
      expect(acceptedStep(secret, code, T, null)).toBeUndefined();
    }
  });

  it('give an otpauth address an authenticator app reads', () => {
    const url = new URL(otpauthUrl(RFC_SECRET, 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Radiant:ada@example.com');
    expect(url.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(url.searchParams.get('issuer')).toBe('Radiant');
    expect(url.searchParams.get('digits')).toBe('6');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of the form xxxxx-xxxxx', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('hash the same however they are typed', () => {
    expect(hashRecoveryCode('ABCDE-fghjk')).toBe(hashRecoveryCode('abcde fghjk'));
    expect(hashRecoveryCode('abcde-fghjk')).not.toBe(hashRecoveryCode('abcde-fghjm'));
  });
});
