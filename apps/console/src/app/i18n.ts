import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import shell from '@/config/locales/en/shell.json';

// Every namespace's files, by language: the shell's in config/locales/<language>/, each feature's in
// features/<feature>/locales/<language>.json (or a part's, features/<feature>/<part>/locales/). Adding a language
// is adding files; nothing is registered.
const shellFiles = import.meta.glob<{ default: object }>('../config/locales/*/shell.json');
const featureFiles = import.meta.glob<{ default: object }>('../features/**/locales/*.json');

/**
 * A namespace is its folder's path below features/ in camel case: `commercialClients` is `commercial-clients/`,
 * `analyticsHeating` is `analytics/heating/`.
 */
const namespaceOf = (folder: string) =>
  folder.replace(/[/-]([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const FEATURE_FILE = /^\.\.\/features\/(.+)\/locales\/([^/]+)\.json$/;
const featureFileByKey = new Map(
  Object.entries(featureFiles).flatMap(([path, load]) => {
    const [, folder, language] = path.match(FEATURE_FILE) ?? [];
    return folder && language ? [[`${language}/${namespaceOf(folder)}`, load] as const] : [];
  }),
);

const fileOf = (language: string, namespace: string) =>
  namespace === 'shell'
    ? shellFiles[`../config/locales/${language}/shell.json`]
    : featureFileByKey.get(`${language}/${namespace}`);

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

// The shell's English strings come with the first page; everything else through the backend.
i18n
  .use(initReactI18next)
  .use(localeFiles)
  .init({
    resources: { en: { shell } },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    ns: ['shell'],
    defaultNS: 'shell',
    // Features use the shell's shared strings (lists, errors) without naming its namespace.
    fallbackNS: 'shell',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
