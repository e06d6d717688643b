import type { Message } from '@radiant/contract';
import { LANGUAGES } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { catalogs, t } from './index.ts';

const placeholdersOf = (message: Message) =>
  [
    ...new Set(
      (typeof message === 'string' ? [message] : Object.values(message)).join(' ').match(/\{\w+\}/g),
    ),
  ].sort();

const keys = Object.keys(en) as (keyof typeof en)[];

describe("the server's message catalogs", () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'give every English key in %s, and no other, with the same placeholders',
    (language) => {
      const catalog = catalogs[language];
      expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        // A plural form may say its count in words ("دقيقتين"), so {count} may be missing from some forms.
        expect(placeholdersOf(catalog[key]), `${language}: ${key}`).toEqual(placeholdersOf(en[key]));
        expect(typeof catalog[key] === 'string' ? catalog[key] : '', `${language}: ${key}`).not.toBe(
          en[key as keyof typeof en],
        );
      }
    },
  );

  it.each(LANGUAGES)('give in %s every plural form its rules have', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const key of keys) {
      const message = catalogs[language][key];
      if (typeof message === 'string') continue;
      expect(Object.keys(message).sort(), `${language}: ${key}`).toEqual([...categories].sort());
    }
  });

  it('fills placeholders, nested sentences and plural forms', () => {
    const missing = t('notFound', { thing: t('thing.case') });
    expect(missing('en')).toBe('The case was not found.');
    expect(missing('de')).toBe('Der Fall wurde nicht gefunden.');
    expect(missing('ar')).toBe('لم يُعثر على الحالة.');
    const locked = (count: number) => t('mfaLocked', { count })('ar');
    expect(locked(1)).toContain('دقيقة واحدة');
    expect(locked(2)).toContain('دقيقتين');
    expect(locked(5)).toContain('5 دقائق');
    expect(locked(15)).toContain('15 دقيقة');
    expect(t('tooManyAttempts', { count: 1 })('de')).toContain('1 Minute ');
    expect(t('tooManyAttempts', { count: 30 })('de')).toContain('30 Minuten');
  });
});
