import type { schemaResolver } from '@mantine/form';
import { applyPlainMessages, type FinishedIssue, issueMessage, type Language } from '@radiant/contract';
import { startingLanguage } from './preferences';

applyPlainMessages();

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A form's validation from a contract schema, worded as the server words its 400 answers, in `language`: the
 * first message of each field, by its dotted path.
 */
export const validationIn = (language: Language) => (schema: Schema) => (values: unknown) => {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('A form schema must check its values synchronously.');
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = (issue.path ?? [])
      .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.');
    // The contract's schemas are zod's, whose issues carry their check's code and figures.
    errors[path] ??= issueMessage(issue as unknown as FinishedIssue)(language);
  }
  return errors;
};

/** A form's validation in the console's language (a change of language reloads the page). */
export const validateWith = validationIn(startingLanguage().language);
