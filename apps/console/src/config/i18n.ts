import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type manufacturers from './locales/en/manufacturers.json';
import type settings from './locales/en/settings.json';
import shell from './locales/en/shell.json';
import type subscriptions from './locales/en/subscriptions.json';

export const defaultNS = 'translation';

/**
 * Every string of the console, for type-checked keys. Only the shell's part loads with the first page;
 * each feature adds its own part with `addTranslations` when its screens load.
 */
export type Catalogue = typeof shell & typeof subscriptions & typeof manufacturers & typeof settings;

// A language is added as a folder beside `locales/en`, its shell part registered here.
i18n.use(initReactI18next).init({
  resources: { en: { [defaultNS]: shell } },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A feature's strings, per language, merged into the catalogue as its screens load. */
export function addTranslations(catalogues: Record<string, object>) {
  for (const [language, strings] of Object.entries(catalogues)) {
    i18n.addResourceBundle(language, defaultNS, strings, true, false);
  }
}

export { i18n };
