import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { currentSealPrefix, keyIdOf, openSecret, sealSecret, useSecretKeys } from './secret-box.ts';

const A = randomBytes(32);
const B = randomBytes(32);

describe('the secret box', () => {
  it('seals a secret as enc:v1:<key id>:<iv>:<ciphertext>, a new iv each time, and opens it', () => {
    useSecretKeys({ current: A, previous: [] });
    const sealed = sealSecret('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(new RegExp(`^enc:v1:${keyIdOf(A)}:[\\w-]{16}:[\\w-]+$`));
    expect(sealed.startsWith(currentSealPrefix())).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens what a previous key sealed, and answers a plain value from before as it is', () => {
    useSecretKeys({ current: A, previous: [] });
    const underA = sealSecret('whsec_old');
    useSecretKeys({ current: B, previous: [A] });
    expect(openSecret(underA)).toBe('whsec_old');
    expect(underA.startsWith(currentSealPrefix())).toBe(false);
    expect(openSecret('whsec_plain')).toBe('whsec_plain');
  });

  it('refuses a value under a key it does not have, naming the key, and one that was altered', () => {
    useSecretKeys({ current: A, previous: [] });
    const underA = sealSecret('whsec_old');
    useSecretKeys({ current: B, previous: [] });
    expect(() => openSecret(underA)).toThrow(`sealed under key ${keyIdOf(A)}, which is neither SECRETS_KEY`);
    const sealed = sealSecret('whsec_new');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => openSecret(altered)).toThrow();
  });
});
