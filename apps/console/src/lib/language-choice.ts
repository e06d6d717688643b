import {
  type DigitStyle,
  type Language,
  preferenceOperations,
  type Preferences as SavedLanguage,
} from '@radiant/contract';
import { callApi } from './api-client';
import { localeOf } from './language';
import { languageIn } from './preferences';
import { preferencesStore, updatePreferences } from './preferences-store';
import { getAccessToken } from './session';

type LanguageChange = { language?: Language | null; digits?: DigitStyle };

const localeIn = (preferences: ReturnType<typeof preferencesStore.get>) =>
  localeOf(languageIn(preferences), preferences.digits);

/**
 * Keeps a language (none: the browser's) or digits in this browser; a new language also takes its direction
 * again. The page reloads when its words or figures change: strings and formatters are made once per page.
 */
function keepLanguage(change: LanguageChange) {
  const before = preferencesStore.get();
  const newLanguage = change.language !== undefined && change.language !== before.language;
  updatePreferences({ ...change, ...(newLanguage && { direction: 'auto' as const }) });
  const after = preferencesStore.get();
  if (localeIn(after) !== localeIn(before)) window.location.reload();
}

/** An admin's choice from the header or Settings: kept on the server too once signed in, then here. */
export async function chooseLanguage(change: LanguageChange) {
  if (getAccessToken()) {
    const current = preferencesStore.get();
    const body: SavedLanguage = {
      language: change.language !== undefined ? change.language : current.language,
      digits: change.digits ?? current.digits,
    };
    await callApi(preferenceOperations.save, { body });
  }
  keepLanguage(change);
}

/**
 * After signing in: what the admin chose on the server follows them into this browser; a browser whose
 * admin never chose on the server gives it its own choice, if it made one.
 */
export async function followServerLanguage() {
  const { preferences } = (await callApi(preferenceOperations.get)).data;
  if (preferences.updated_at) {
    keepLanguage({ language: preferences.language, digits: preferences.digits });
    return;
  }
  const { language, digits } = preferencesStore.get();
  if (language !== null || digits !== 'latin') {
    await callApi(preferenceOperations.save, { body: { language, digits } });
  }
}
