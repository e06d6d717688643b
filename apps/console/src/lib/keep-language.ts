import type { DigitStyle, Language } from '@radiant/contract';
import { localeOf } from './language';
import { languageIn } from './preferences';
import { preferencesStore, updatePreferences } from './preferences-store';

export type LanguageChange = { language?: Language | null; digits?: DigitStyle };

const localeIn = (preferences: ReturnType<typeof preferencesStore.get>) =>
  localeOf(languageIn(preferences), preferences.digits);

/**
 * Keeps a language (none: the browser's) or digits in this browser; a new language also takes its direction
 * again. The page reloads when its words or figures change: strings and formatters are made once per page.
 */
export function keepLanguage(change: LanguageChange) {
  const before = preferencesStore.get();
  const newLanguage = change.language !== undefined && change.language !== before.language;
  updatePreferences({ ...change, ...(newLanguage && { direction: 'auto' as const }) });
  const after = preferencesStore.get();
  if (localeIn(after) !== localeIn(before)) window.location.reload();
}
