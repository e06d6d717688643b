import { type Language, plainMessage } from '@radiant/contract';
import { z } from 'zod';
import { contractMessages } from './contract.ts';
import { type Localized, listOf, t } from './index.ts';

/** A zod issue as it reaches an error handler: its code and details, its message already made in English. */
export type FinishedIssue = { code: string; message: string } & Record<string, unknown>;

const zodLocales = { en: z.locales.en(), de: z.locales.de(), ar: z.locales.ar() };

type Bound = 'min' | 'more' | 'max' | 'less';
const UNITS = { string: 'Length', array: 'Items', set: 'Items' } as const;

/** The sentence of `plainMessage` (the contract's wording of zod's checks), in any language. */
function plainText(issue: FinishedIssue, missing: boolean): Localized | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return t('field.required');
      if (issue.expected === 'int') return t('field.integer');
      if (issue.expected === 'number') return t('field.number');
      return t('field.type', { type: String(issue.expected) });
    case 'too_small':
    case 'too_big': {
      const least = issue.code === 'too_small';
      const bound: Bound = issue.inclusive === false ? (least ? 'more' : 'less') : least ? 'min' : 'max';
      const limit = Number(least ? issue.minimum : issue.maximum);
      const unit = UNITS[issue.origin as keyof typeof UNITS];
      if (unit) return t(`field.${bound}${unit}`, { count: limit });
      return t(`field.${bound}Number`, { limit });
    }
    case 'invalid_format':
      if (issue.format === 'email') return t('field.email');
      if (issue.format === 'url') return t('field.url');
      return undefined;
    case 'invalid_value':
      return t('field.choice', { values: listOf((issue.values as unknown[]).map(String)) });
    case 'custom':
      return t('field.invalid');
    case 'unrecognized_keys':
      return t('field.unknownKeys', { keys: listOf(issue.keys as string[]) });
    default:
      return undefined;
  }
}

/** Zod's own sentence in a language, for the checks the contract does not word. */
const zodText =
  (issue: FinishedIssue): Localized =>
  (language) => {
    const made = zodLocales[language].localeError(issue as never);
    return (typeof made === 'string' ? made : made?.message) ?? t('field.invalid')(language);
  };

/**
 * An issue's message in any language. Zod's and the contract's default sentences are made again in the
 * language asked for; a schema's own sentence is translated from `contract.ts`, or, when it is not there yet,
 * replaced by the default sentence of the check, which says less but in the reader's language.
 */
export function issueText(issue: FinishedIssue): Localized {
  const required = plainMessage({ ...issue, input: undefined } as never);
  const missing = issue.code === 'invalid_type' && issue.message === required;
  const plain = plainText(issue, missing);
  const general = plain ?? zodText(issue);
  const isDefault =
    issue.message === plainMessage({ ...issue, input: missing ? undefined : null } as never) ||
    issue.message === zodText(issue)('en');
  // English keeps the very sentence the check made, as integrators have always read it.
  if (isDefault) return (language) => (language === 'en' ? issue.message : general(language));
  const translated = contractMessages[issue.message];
  return (language: Language) =>
    language === 'en' ? issue.message : (translated?.[language] ?? general(language));
}

/** An issue of a schema the server parses itself (not a route's): its path joined, its message in any language. */
export const fieldOfIssue = (issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []) => ({
  path: [...prefix, ...issue.path].map(String).join('.'),
  message: issueText(issue as unknown as FinishedIssue),
});
