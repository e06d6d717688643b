import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '@radiant/contract';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import './i18n';

const features = new URL('../features/', import.meta.url);
const shellLocales = new URL('../config/locales/', import.meta.url);
const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8'));
const keysOf = (strings: object, prefix = ''): string[] =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * A file's keys as a language must give them: a key English gives in plural forms (`_one`, `_other`) in every
 * form the language's plural rules have (Arabic's six, German's two), every other key as it is.
 */
function stringsOf(strings: object, language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = keysOf(strings);
  const plurals = new Set(keys.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
  return [
    ...keys.filter((key) => !PLURAL.test(key)),
    ...[...plurals].flatMap((key) => forms.map((form) => `${key}_${form}`)),
  ].sort();
}

const PLACEHOLDER = /\{\{\s*(\w+)/g;
const placeholdersOf = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]));

/** A file's strings by their dotted keys. */
const valuesOf = (strings: object, prefix = ''): [string, string][] =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' ? valuesOf(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );

/** Plural forms that may spell their number out in words: Arabic's "حالتان" is "two cases". */
const SPELLED_OUT = /_(zero|one|two)$/;

/**
 * Where a language's strings leave out a value English writes: a string without one of English's
 * placeholders, or a plural form for many without one that every English form has. (Where the figure also
 * shows beside the words, as a link's name, the accessibility sweep asks every form for it.)
 */
function missingPlaceholders(strings: object, englishStrings: object): string[] {
  const english = new Map(valuesOf(englishStrings));
  const required = (key: string) => {
    const base = key.replace(PLURAL, '');
    if (!PLURAL.test(key)) return placeholdersOf(english.get(key) ?? '');
    const forms = [...english]
      .filter(([other]) => other.replace(PLURAL, '') === base && PLURAL.test(other))
      .map(([, text]) => placeholdersOf(text));
    return new Set([...(forms[0] ?? [])].filter((name) => forms.every((names) => names.has(name))));
  };
  return valuesOf(strings).flatMap(([key, text]) => {
    if (SPELLED_OUT.test(key)) return [];
    const present = placeholdersOf(text);
    return [...required(key)].filter((name) => !present.has(name)).map((name) => `${key} lacks {{${name}}}`);
  });
}

describe('the console strings', () => {
  it('load a feature namespace from its own folder on demand, with the shell as fallback', async () => {
    expect(i18n.hasResourceBundle('en', 'subscriptions')).toBe(false);
    await i18n.loadNamespaces('subscriptions');
    expect(i18n.t('plans.title', { ns: 'subscriptions' })).toBe('Subscription plans');
    expect(i18n.t('lists.retry', { ns: 'subscriptions' })).toBe('Try again');
  });

  it('find a namespace of two words in its kebab-case folder', async () => {
    await i18n.loadNamespaces('commercialClients');
    expect(i18n.t('clients.title', { ns: 'commercialClients' })).toBe('Commercial clients');
  });

  it('find a part of a feature in its folder: analytics/heating', async () => {
    await i18n.loadNamespaces('analytics/heating');
    expect(i18n.hasResourceBundle('en', 'analytics/heating')).toBe(true);
  });

  it("give every language of the shell and of each feature its English file's strings, in its own plurals", () => {
    const localeFolders = readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('locales'),
    );
    expect(localeFolders.length).toBe(17);
    const files = [
      ...readdirSync(shellLocales).map((language) => ({
        name: `shell/${language}`,
        language,
        url: new URL(`${language}/shell.json`, shellLocales),
        english: new URL('en/shell.json', shellLocales),
      })),
      ...localeFolders.flatMap((path) => {
        const folder = new URL(`${path}/`, features);
        const names = readdirSync(folder).filter((name) => name.endsWith('.json'));
        expect(names, path).toContain('en.json');
        expect(names.sort(), path).toEqual(LANGUAGES.map((language) => `${language}.json`).sort());
        return names.map((name) => ({
          name: `${path}/${name}`,
          language: name.replace(/\.json$/, ''),
          url: new URL(name, folder),
          english: new URL('en.json', folder),
        }));
      }),
    ];
    expect(new Set(files.map((file) => file.language))).toEqual(new Set(LANGUAGES));
    for (const { name, language, url, english } of files) {
      expect(stringsOf(read(url), language), name).toEqual(stringsOf(read(english), language));
    }
    const missing = files.flatMap(({ name, url, english }) =>
      missingPlaceholders(read(url), read(english)).map((problem) => `${name}: ${problem}`),
    );
    expect(missing).toEqual([]);
  });
});
