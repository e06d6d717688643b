import { readdirSync, readFileSync } from 'node:fs';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import './i18n';

const features = new URL('../features/', import.meta.url);
const keysOf = (strings: object, prefix = ''): string[] =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

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

  it('give every language of a feature the keys of its English file', () => {
    const localeFolders = readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('locales'),
    );
    expect(localeFolders.length).toBe(17);
    for (const feature of localeFolders.map((path) => path.replace(/\/locales$/, ''))) {
      const folder = new URL(`${feature}/locales/`, features);
      const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
      expect(files, feature).toContain('en.json');
      const reference = keysOf(JSON.parse(readFileSync(new URL('en.json', folder), 'utf8'))).sort();
      for (const file of files) {
        expect(
          keysOf(JSON.parse(readFileSync(new URL(file, folder), 'utf8'))).sort(),
          `${feature}/${file}`,
        ).toEqual(reference);
      }
    }
  });
});
