import type { Language, Localized } from '@radiant/contract';
import { catalogs, type MessageKey, t } from './index.ts';

/**
 * A sentence kept in the database and shown later (a webhook delivery's or a report mail's last error): its
 * catalog key and figures, so that it is read in the language of whoever reads it, not the one it was written in.
 */
export type Sentence = { key: MessageKey; params: Record<string, string | number | Sentence> };

export const sentence = (key: MessageKey, params: Sentence['params'] = {}): Sentence => ({ key, params });

/** The sentence ready to be rendered in any language. */
export const localized = ({ key, params }: Sentence): Localized =>
  t(
    key,
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        typeof value === 'object' ? localized(value) : value,
      ]),
    ),
  );

/** The text a column keeps for the sentence. */
export const storedText = (kept: Sentence): string => JSON.stringify(kept);

const isSentence = (value: unknown): value is Sentence =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Sentence).key === 'string' &&
  Object.hasOwn(catalogs.en, (value as Sentence).key) &&
  typeof (value as Sentence).params === 'object';

/** A kept sentence in `language`; text kept before sentences had keys (English) is answered as it is. */
export function readStored(text: string | null, language: Language): string | null {
  if (text === null || !text.startsWith('{')) return text;
  let kept: unknown;
  try {
    kept = JSON.parse(text);
  } catch {
    return text;
  }
  return isSentence(kept) ? localized(kept)(language) : text;
}
