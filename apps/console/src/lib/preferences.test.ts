import { describe, expect, it } from 'vitest';
import { defaultPreferences, directionIn, languageIn, parsePreferences } from './preferences';

describe('saved preferences', () => {
  it("starts from the system colour scheme, no contrast, scale 1, the browser's language and its direction", () => {
    expect(parsePreferences(null, true)).toEqual({
      isDarkMode: true,
      isContrastMode: false,
      fontScale: 1,
      direction: 'auto',
      language: null,
      digits: 'latin',
    });
    expect(parsePreferences(null, false).isDarkMode).toBe(false);
  });

  it('prefers a saved dark mode over the system scheme', () => {
    expect(parsePreferences('{"isDarkMode":false}', true).isDarkMode).toBe(false);
  });

  it('reads every saved field', () => {
    const saved = {
      isDarkMode: true,
      isContrastMode: true,
      fontScale: 1.25,
      direction: 'ltr',
      language: 'ar',
      digits: 'arab',
    };
    expect(parsePreferences(JSON.stringify(saved), false)).toEqual(saved);
  });

  it('reads a left to right saved before the console spoke Arabic as no choice, and right to left as one', () => {
    const before = { isDarkMode: true, isContrastMode: false, fontScale: 1 };
    expect(parsePreferences(JSON.stringify({ ...before, direction: 'ltr' }), false).direction).toBe('auto');
    expect(parsePreferences(JSON.stringify({ ...before, direction: 'rtl' }), false).direction).toBe('rtl');
  });

  it('falls back per field on broken or unknown values', () => {
    const saved =
      '{"isDarkMode":"yes","fontScale":7,"direction":"up","isContrastMode":true,"language":"fr","digits":"roman"}';
    expect(parsePreferences(saved, false)).toEqual({ ...defaultPreferences(false), isContrastMode: true });
    expect(parsePreferences('not json', true)).toEqual(defaultPreferences(true));
    expect(parsePreferences('[1,2]', false)).toEqual(defaultPreferences(false));
  });
});

describe('the language and direction in use', () => {
  const none = defaultPreferences(false);

  it("follow the browser's first language the console speaks until one is chosen", () => {
    expect(languageIn(none, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(languageIn(none, ['ar-AE'])).toBe('ar');
    expect(languageIn(none, ['ja'])).toBe('en');
    expect(languageIn({ ...none, language: 'en' }, ['ar-AE'])).toBe('en');
  });

  it("read the language's way unless a direction was chosen", () => {
    expect(directionIn({ ...none, language: 'ar' })).toBe('rtl');
    expect(directionIn({ ...none, language: 'de' })).toBe('ltr');
    expect(directionIn({ ...none, language: 'ar', direction: 'ltr' })).toBe('ltr');
    expect(directionIn({ ...none, language: 'en', direction: 'rtl' })).toBe('rtl');
  });
});
