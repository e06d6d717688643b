import { preferenceOperations, type Preferences as SavedLanguage } from '@radiant/contract';
import { callApi } from './api-client';
import { keepLanguage, type LanguageChange } from './keep-language';
import { preferencesStore } from './preferences-store';
import { getAccessToken } from './session';

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
