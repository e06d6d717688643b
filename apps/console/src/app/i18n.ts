import { LANGUAGES } from '@radiant/contract';
import i18n, { type BackendModule, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import shell from '@/config/locales/en/shell.json';
import { startingLanguage } from '@/lib/preferences';

// Every namespace's files, by language: the shell's in config/locales/<language>/, each feature's in
// features/<feature>/locales/<language>.json (a part of a feature's in features/<feature>/<part>/locales/).
// Adding a language is adding files; nothing is registered.
const shellFiles = import.meta.glob<{ default: object }>('./*/shell.json', { base: '../config/locales' });
const featureFiles = import.meta.glob<{ default: object }>('./**/locales/*.json', { base: '../features' });

/**
 * A namespace is its feature's folder in camel case (`commercialClients` is `commercial-clients/`), and a
 * part's its path (`analytics/heating`).
 */
const folderOf = (namespace: string) => namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const fileOf = (language: string, namespace: string) =>
  namespace === 'shell'
    ? shellFiles[`./${language}/shell.json`]
    : featureFiles[`./${folderOf(namespace)}/locales/${language}.json`];

/** Loads a namespace's strings when first needed: a feature's load with its screens. */
const localeFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, done) {
    const load = fileOf(language, namespace);
    if (!load) return done(new Error(`No ${language} strings for "${namespace}".`), false);
    load().then(
      (file) => done(null, file.default),
      (error: Error) => done(error, false),
    );
  },
};

/** The language of this page's life: choosing another reloads the page (see lib/preferences.ts). */
export const LANGUAGE = startingLanguage().language;

/**
 * In development a string another language lacks shows its English between ⟦ ⟧, so that it is seen and
 * translated; in production the English shows as it is.
 */
const markEnglishFallbacks: PostProcessorModule = {
  type: 'postProcessor',
  name: 'markEnglishFallbacks',
  process: (value, _key, options) => {
    const used = (options as { i18nResolved?: { usedLng?: string } }).i18nResolved?.usedLng;
    return used && used !== LANGUAGE ? `⟦${value}⟧` : value;
  },
};
const MARK_FALLBACKS = import.meta.env.DEV && LANGUAGE !== 'en';

// The shell's English strings come with the first page; everything else, other languages' shells included,
// through the backend. A string missing in a language falls back to English.
i18n
  .use(initReactI18next)
  .use(localeFiles)
  .use(markEnglishFallbacks)
  .init({
    postProcess: MARK_FALLBACKS ? ['markEnglishFallbacks'] : false,
    postProcessPassResolved: MARK_FALLBACKS,
    resources: { en: { shell } },
    partialBundledLanguages: true,
    lng: LANGUAGE,
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    ns: ['shell'],
    defaultNS: 'shell',
    // Features use the shell's shared strings (lists, errors) without naming its namespace.
    fallbackNS: 'shell',
    initAsync: false,
    interpolation: { escapeValue: false },
  });

/** Another language's shell before the first render, so that no English shows before it. */
export const shellLoaded = LANGUAGE === 'en' ? Promise.resolve() : i18n.loadNamespaces('shell');
