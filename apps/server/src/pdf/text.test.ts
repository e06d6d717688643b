import { describe, expect, it } from 'vitest';
import { drawableText, monthName, ukDay, ukTime } from './text.ts';

describe('text a PDF can draw with its standard fonts', () => {
  it('keeps Latin-1 and the Windows-1252 extras', () => {
    expect(drawableText('Zoë Ødegård, 21 °C – “dry” · £4 €5')).toBe('Zoë Ødegård, 21 °C – “dry” · £4 €5');
  });

  it('takes the marks off letters outside it and marks the rest as unknown', () => {
    expect(drawableText('Łódź Erdős')).toBe('?ódz Erdos');
    expect(drawableText('سارة 李 ≥ 80')).toBe('???? ? ? 80');
  });

  it('keeps line breaks', () => {
    expect(drawableText('one\ntwo')).toBe('one\ntwo');
  });

  it("takes another font's letters when given what it draws", () => {
    const arabicFont = (char: string) => char !== '²' && char !== '李';
    expect(drawableText('سارة 72 m² 李', arabicFont)).toBe('سارة 72 m2 ?');
  });
});

describe('times in an evidence pack', () => {
  it('reads instants in UK time, summer and winter', () => {
    expect(ukTime('2026-07-01T12:00:00Z')).toBe('1 Jul 2026, 13:00');
    expect(ukTime('2026-12-01T12:00:00Z')).toBe('1 Dec 2026, 12:00');
    expect(ukTime(null)).toBe('–');
    expect(ukDay('2026-03-29')).toBe('29 Mar 2026');
  });

  it('writes Arabic dates with Latin digits', () => {
    expect(ukTime('2026-11-27T14:05:00Z', 'ar')).toBe('27 نوفمبر 2026، 02:05 م');
    expect(monthName('2026-10-01', 'ar')).toBe('أكتوبر 2026');
    expect(monthName('2026-10-01', 'de')).toBe('Oktober 2026');
  });
});
