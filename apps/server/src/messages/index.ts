import {
  formatMessage,
  type Language,
  type Localized,
  type Message,
  type MessageParam,
} from '@radiant/contract';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';

export type MessageKey = keyof typeof en;
/** A language's catalog: every key English has, so that a missing one fails the type check. */
export type Catalog = Record<MessageKey, Message>;

export { listOf } from '@radiant/contract';
export type { Localized };

export const catalogs: Record<Language, Catalog> = { en, de, ar };

/** The catalog's sentence `key` with its `{placeholders}` filled, in whichever language it is asked for. */
export const t =
  (key: MessageKey, params: Record<string, MessageParam> = {}): Localized =>
  (language) =>
    formatMessage(catalogs[language][key], language, params);
