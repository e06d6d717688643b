import { type DigitStyle, LANGUAGES, type Language } from '@radiant/contract';

/** Each language by its own name, as a picker lists them: never translated, so each reader finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', ar: 'العربية' };

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/** The first of the browser's languages the console speaks ("de-AT" is German), else English. */
export function browserLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** A stored language, if it is one the console speaks. */
export const languageOrNull = (value: unknown): Language | null => (isLanguage(value) ? value : null);

/** Right to left for Arabic, left to right otherwise. */
export const directionOfLanguage = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The locale figures, days and times are written in: British English (the console's own), German, or Arabic
 * with the digits the admin prefers (Latin by default, as most Gulf business software shows them).
 */
export function localeOf(language: Language, digits: DigitStyle): string {
  if (language === 'de') return 'de-DE';
  if (language === 'ar') return `ar-u-nu-${digits === 'arab' ? 'arab' : 'latn'}`;
  return 'en-GB';
}

/** A locale's separators as number fields take them, typed on any keyboard: German 1.234,5, else 1,234.5. */
export function separatorsOf(locale: string) {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1234.5).find((part) => part.type === 'decimal');
  return decimal?.value === ',' ? { decimal: ',', thousand: '.' } : { decimal: '.', thousand: ',' };
}
