import { describe, expect, it } from 'vitest';
import { drawableText, ukDay, ukTime } from './text.ts';

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
});

describe('times in an evidence pack', () => {
  it('reads instants in UK time, summer and winter', () => {
    expect(ukTime('2026-07-01T12:00:00Z')).toBe('1 Jul 2026, 13:00');
    expect(ukTime('2026-12-01T12:00:00Z')).toBe('1 Dec 2026, 12:00');
    expect(ukTime(null)).toBe('–');
    expect(ukDay('2026-03-29')).toBe('29 Mar 2026');
  });
});
