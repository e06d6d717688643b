import { type FinishedIssue, issueMessage, type Localized } from '@radiant/contract';
import { z } from 'zod';
import { t } from './index.ts';

export type { FinishedIssue } from '@radiant/contract';

const zodLocales = { en: z.locales.en(), de: z.locales.de(), ar: z.locales.ar() };

/** Zod's own sentence in a language, for the checks the contract does not word. */
const zodText =
  (issue: FinishedIssue): Localized =>
  (language) => {
    const made = zodLocales[language].localeError(issue as never);
    return (typeof made === 'string' ? made : made?.message) ?? t('field.invalid')(language);
  };

/** An issue's message in any language, zod's own sentences saying the checks the contract does not word. */
export const issueText = (issue: FinishedIssue): Localized => issueMessage(issue, zodText);

/** An issue of a schema the server parses itself (not a route's): its path joined, its message in any language. */
export const fieldOfIssue = (issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []) => ({
  path: [...prefix, ...issue.path].map(String).join('.'),
  message: issueText(issue as unknown as FinishedIssue),
});
