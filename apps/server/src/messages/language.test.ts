import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './language.ts';

describe('the language of an answer', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['ar', 'ar'],
    ['de-AT', 'de'],
    ['AR-eg', 'ar'],
    ['fr-FR, fr;q=0.9, de;q=0.8, en;q=0.7', 'de'],
    ['en;q=0.5, ar;q=0.9', 'ar'],
    ['de;q=0.9, ar', 'ar'],
    ['de, ar', 'de'],
    ['de;q=0, ar;q=0.1', 'ar'],
    ['fr, it', 'en'],
    ['*', 'en'],
    ['de;q=nonsense, ar;q=0.2', 'ar'],
    ['  de-CH ; q=0.8 ,fr', 'de'],
  ])('takes %j as %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});
