import { describe, expect, it } from 'vitest';
import { localeOf } from './language';

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
