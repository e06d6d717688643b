import { describe, expect, it } from 'vitest';
import { localeOf, separatorsOf } from './language';

describe('the locale of figures and days', () => {
  it('writes each language its own way, Arabic with the digits chosen', () => {
    const of = (language: 'en' | 'de' | 'ar', digits: 'latin' | 'arab' = 'latin') =>
      new Intl.NumberFormat(localeOf(language, digits)).format(1234.5);
    expect(of('en')).toBe('1,234.5');
    expect(of('de')).toBe('1.234,5');
    expect(of('ar')).toMatch(/^1[,٬]234[.٫]5$/);
    expect(of('ar', 'arab')).toBe('١٬٢٣٤٫٥');
  });
});

describe("number fields' separators", () => {
  it('are German in German, and Latin otherwise: Arabic ones are not on every keyboard', () => {
    expect(separatorsOf(localeOf('de', 'latin'))).toEqual({ decimal: ',', thousand: '.' });
    expect(separatorsOf(localeOf('en', 'latin'))).toEqual({ decimal: '.', thousand: ',' });
    expect(separatorsOf(localeOf('ar', 'arab'))).toEqual({ decimal: '.', thousand: ',' });
  });
});
