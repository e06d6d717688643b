import { describe, expect, it } from 'vitest';
import { loadGateStrings, translatorOf } from './gate-strings';

describe('the login’s strings', () => {
  it('reads a dotted key in the first namespace that has it and fills in its values', () => {
    const t = translatorOf(
      { auth: { title: 'Anmelden' } },
      { auth: { title: 'Sign in' }, header: { fontScaleOption: '{{percent}} %' } },
    );
    expect(t('auth.title')).toBe('Anmelden');
    expect(t('header.fontScaleOption', { percent: 125 })).toBe('125 %');
  });

  it('answers the key itself for a string no namespace has, and leaves an unknown value as written', () => {
    const t = translatorOf({ error: { status: 'Status {{status}}' } });
    expect(t('auth.missing')).toBe('auth.missing');
    expect(t('error.status')).toBe('Status {{status}}');
    expect(t('error')).toBe('error');
  });

  it('loads the auth feature’s and the shell’s strings of each language', async () => {
    const german = await loadGateStrings('de');
    expect(german('auth.submit')).not.toBe('auth.submit');
    const english = await loadGateStrings('en');
    expect(english('auth.submit')).toBe('Log in');
    expect(english('header.darkModeOn')).toBe('Switch to dark mode');
    expect(german('auth.submit')).not.toBe(english('auth.submit'));
    expect(german('header.darkModeOn')).not.toBe(english('header.darkModeOn'));
  });
});
