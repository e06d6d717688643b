import { FIELD_MESSAGES, type FieldMessageKey, type Message } from './field-messages.ts';
import type { Language } from './languages.ts';
import { plainMessage } from './messages.ts';
import { SCHEMA_MESSAGES } from './schema-messages.ts';

// A zod issue's message in any language, for the server's 400 answers and the console's forms alike.

/** A sentence not yet in a language: rendered once it is known whom it is for. */
export type Localized = (language: Language) => string;
export type MessageParam = string | number | Localized;

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

function paramText(value: MessageParam, language: Language): string {
  if (typeof value === 'function') return value(language);
  if (typeof value === 'number')
    return value.toLocaleString(LOCALES[language], { useGrouping: false, maximumFractionDigits: 20 });
  return value;
}

/** `message` in `language`: its plural form chosen by `params.count`, its `{placeholders}` filled. */
export const formatMessage = (
  message: Message,
  language: Language,
  params: Record<string, MessageParam> = {},
) =>
  formOf(message, language, params.count).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : paramText(value, language);
  });

/** A list of ids or names, joined as each language lists them. */
export const listOf =
  (items: readonly (string | number)[]): Localized =>
  (language) =>
    items.map(String).join(language === 'ar' ? '، ' : ', ');

const fieldMessage =
  (key: FieldMessageKey, params: Record<string, MessageParam> = {}): Localized =>
  (language) =>
    formatMessage(FIELD_MESSAGES[language][key], language, params);

/** A zod issue as it reaches an error handler: its code and details, its message already made in English. */
export type FinishedIssue = { code: string; message: string } & Record<string, unknown>;

type Bound = 'min' | 'more' | 'max' | 'less';
const UNITS = { string: 'Length', array: 'Items', set: 'Items' } as const;

/** The sentence of `plainMessage` (the contract's wording of zod's checks), in any language. */
function checkText(issue: FinishedIssue, missing: boolean): Localized | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return fieldMessage('field.required');
      if (issue.expected === 'int') return fieldMessage('field.integer');
      if (issue.expected === 'number') return fieldMessage('field.number');
      return fieldMessage('field.type', { type: String(issue.expected) });
    case 'too_small':
    case 'too_big': {
      const least = issue.code === 'too_small';
      const bound: Bound = issue.inclusive === false ? (least ? 'more' : 'less') : least ? 'min' : 'max';
      const limit = Number(least ? issue.minimum : issue.maximum);
      const unit = UNITS[issue.origin as keyof typeof UNITS];
      if (unit) return fieldMessage(`field.${bound}${unit}`, { count: limit });
      return fieldMessage(`field.${bound}Number`, { limit });
    }
    case 'invalid_format':
      if (issue.format === 'email') return fieldMessage('field.email');
      if (issue.format === 'url') return fieldMessage('field.url');
      return undefined;
    case 'invalid_value':
      return fieldMessage('field.choice', { values: listOf((issue.values as unknown[]).map(String)) });
    case 'custom':
      return fieldMessage('field.invalid');
    case 'unrecognized_keys':
      return fieldMessage('field.unknownKeys', { keys: listOf(issue.keys as string[]) });
    default:
      return undefined;
  }
}

const notValid = () => fieldMessage('field.invalid');

/**
 * An issue's message in any language. The contract's default sentences are made again in the language asked
 * for, and `otherwise` says the checks they do not word (by default "This value is not valid."). A schema's own
 * sentence is translated from `SCHEMA_MESSAGES`, or, when it is not there yet, replaced by the general sentence
 * of its check, which says less but in the reader's language. English keeps the very sentence the check made.
 */
export function issueMessage(
  issue: FinishedIssue,
  otherwise: (issue: FinishedIssue) => Localized = notValid,
): Localized {
  const required = plainMessage({ ...issue, input: undefined } as never);
  const missing = issue.code === 'invalid_type' && issue.message === required;
  const general = checkText(issue, missing) ?? otherwise(issue);
  const isDefault =
    issue.message === plainMessage({ ...issue, input: missing ? undefined : null } as never) ||
    issue.message === otherwise(issue)('en');
  if (isDefault) return (language) => (language === 'en' ? issue.message : general(language));
  const translated = SCHEMA_MESSAGES[issue.message];
  return (language) => (language === 'en' ? issue.message : (translated?.[language] ?? general(language)));
}
