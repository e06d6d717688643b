import type { DigitStyle, Language } from '@radiant/contract';
import { browserLanguage, directionOfLanguage, languageOrNull, localeOf } from './language';

/** Where the browser keeps them. */
export const PREFERENCES_KEY = 'preferences';

/** Left to right, right to left, or as the language reads (the default). */
type Direction = 'auto' | 'ltr' | 'rtl';

export type Preferences = {
  isDarkMode: boolean;
  isContrastMode: boolean;
  fontScale: number;
  direction: Direction;
  /** The console's language; none: the browser's. */
  language: Language | null;
  digits: DigitStyle;
};

export const FONT_SCALES = [0.875, 1, 1.125, 1.25] as const;

export const defaultPreferences = (systemPrefersDark: boolean): Preferences => ({
  isDarkMode: systemPrefersDark,
  isContrastMode: false,
  fontScale: 1,
  direction: 'auto',
  language: null,
  digits: 'latin',
});

/** The language the console speaks: the one chosen, else the browser's. */
export const languageIn = (preferences: Preferences, languages?: readonly string[]) =>
  preferences.language ?? browserLanguage(languages ?? navigator.languages);

/** The direction the console is drawn in: the one chosen, else its language's. */
export const directionIn = (preferences: Preferences, languages?: readonly string[]) =>
  preferences.direction === 'auto'
    ? directionOfLanguage(languageIn(preferences, languages))
    : preferences.direction;

/** Reads the saved JSON leniently: a missing or broken field falls back to its default. */
export function parsePreferences(saved: string | null, systemPrefersDark: boolean): Preferences {
  const defaults = defaultPreferences(systemPrefersDark);
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = saved ? JSON.parse(saved) : {};
    if (typeof parsed === 'object' && parsed !== null) value = parsed as Record<string, unknown>;
  } catch {
    return defaults;
  }
  const { isDarkMode, isContrastMode, fontScale, direction, language, digits } = value;
  return {
    isDarkMode: typeof isDarkMode === 'boolean' ? isDarkMode : defaults.isDarkMode,
    isContrastMode: typeof isContrastMode === 'boolean' ? isContrastMode : defaults.isContrastMode,
    fontScale: FONT_SCALES.some((scale) => scale === fontScale) ? (fontScale as number) : defaults.fontScale,
    // Left to right was the default before the console spoke Arabic: saved, it was no choice.
    direction: direction === 'rtl' ? 'rtl' : direction === 'ltr' && 'language' in value ? 'ltr' : 'auto',
    language: languageOrNull(language),
    digits: digits === 'arab' ? 'arab' : defaults.digits,
  };
}

/**
 * The language and locale of this page's life, from what the browser keeps (English and British figures where
 * there is no browser, as in unit tests). A change of language reloads the page, so the formatters and strings
 * made once from them stay right.
 */
export function startingLanguage() {
  if (typeof localStorage === 'undefined') return { language: 'en' as const, locale: 'en-GB' };
  const preferences = parsePreferences(localStorage.getItem(PREFERENCES_KEY), false);
  const language = languageIn(preferences);
  return { language, locale: localeOf(language, preferences.digits) };
}
