import type { Language } from '@radiant/contract';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';

export type MessageKey = keyof typeof en;
/** A sentence, or its plural forms by `Intl.PluralRules` category (`other` always). */
export type Message = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);
/** A language's catalog: every key English has, so that a missing one fails the type check. */
export type Catalog = Record<MessageKey, Message>;

/** A sentence not yet in a language: rendered when an answer knows whom it is for. */
export type Localized = (language: Language) => string;
type Param = string | number | Localized;

export const catalogs: Record<Language, Catalog> = { en, de, ar };

/** How figures are written in each language: Arabic keeps Latin digits, as the console does by default. */
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', ar: 'ar-u-nu-latn' };

const pluralRules = {
  en: new Intl.PluralRules(LOCALES.en),
  de: new Intl.PluralRules(LOCALES.de),
  ar: new Intl.PluralRules(LOCALES.ar),
};

function formOf(message: Message, language: Language, count: unknown): string {
  if (typeof message === 'string') return message;
  return (
    message[pluralRules[language].select(typeof count === 'number' ? count : Number.NaN)] ?? message.other
  );
}

function paramText(value: Param, language: Language): string {
  if (typeof value === 'function') return value(language);
  if (typeof value === 'number')
    return value.toLocaleString(LOCALES[language], { useGrouping: false, maximumFractionDigits: 20 });
  return value;
}

/** The catalog's sentence `key` with its `{placeholders}` filled, in whichever language it is asked for. */
export const t =
  (key: MessageKey, params: Record<string, Param> = {}): Localized =>
  (language) =>
    formOf(catalogs[language][key], language, params.count).replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      return value === undefined ? whole : paramText(value, language);
    });

/** A list of ids or names, joined as each language lists them. */
export const listOf =
  (items: readonly (string | number)[]): Localized =>
  (language) =>
    items.map(String).join(language === 'ar' ? '، ' : ', ');
