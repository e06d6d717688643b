import { describe, expect, it } from 'vitest';
import { defaultPreferences, parsePreferences } from './preferences';

describe('saved preferences', () => {
  it('starts from the system colour scheme, no contrast, scale 1 and ltr when nothing is saved', () => {
    expect(parsePreferences(null, true)).toEqual({
      isDarkMode: true,
      isContrastMode: false,
      fontScale: 1,
      direction: 'ltr',
    });
    expect(parsePreferences(null, false).isDarkMode).toBe(false);
  });

  it('prefers a saved dark mode over the system scheme', () => {
    expect(parsePreferences('{"isDarkMode":false}', true).isDarkMode).toBe(false);
  });

  it('reads every saved field', () => {
    const saved = { isDarkMode: true, isContrastMode: true, fontScale: 1.25, direction: 'rtl' };
    expect(parsePreferences(JSON.stringify(saved), false)).toEqual(saved);
  });

  it('falls back per field on broken or unknown values', () => {
    const saved = '{"isDarkMode":"yes","fontScale":7,"direction":"up","isContrastMode":true}';
    expect(parsePreferences(saved, false)).toEqual({ ...defaultPreferences(false), isContrastMode: true });
    expect(parsePreferences('not json', true)).toEqual(defaultPreferences(true));
    expect(parsePreferences('[1,2]', false)).toEqual(defaultPreferences(false));
  });
});
