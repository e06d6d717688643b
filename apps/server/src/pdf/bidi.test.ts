import { describe, expect, it } from 'vitest';
import { visualOrder, visualRuns } from './bidi.ts';

// Arabic letters are written here in logical order; `visualOrder` answers what the eye meets from the left, so
// an Arabic word comes out reversed while figures and Latin names keep their own order.
const reversed = (word: string) => [...word].reverse().join('');

describe('a line of a PDF in visual order', () => {
  it('puts Arabic words right to left, with a date, a Latin name and a number left to right inside them', () => {
    const line = 'فتحت Priya Shah الحالة 42 في 2026-11-27';
    expect(visualOrder(line)).toBe(
      `2026-11-27 ${reversed('في')} 42 ${reversed('الحالة')} Priya Shah ${reversed('فتحت')}`,
    );
  });

  it('keeps a figure with its unit or currency in one piece', () => {
    expect(visualOrder('الحرارة 20.5 °C')).toBe(`20.5 °C ${reversed('الحرارة')}`);
    expect(visualOrder('التكلفة £4.20')).toBe(`£4.20 ${reversed('التكلفة')}`);
  });

  it('mirrors brackets inside Arabic and ends an Arabic sentence on the left', () => {
    expect(visualOrder('المسكن (الطابق الأول).')).toBe(
      `.(${reversed('الطابق الأول')}) ${reversed('المسكن')}`,
    );
  });

  it('leaves a line without Arabic letters left to right, as written', () => {
    expect(visualOrder('Flat 3B, Leeds: 2026-11-27, 21 °C')).toBe('Flat 3B, Leeds: 2026-11-27, 21 °C');
  });

  it('keeps a standard with its number, and a name with a hyphenated number, in one piece', () => {
    expect(visualOrder('المعيار (BS EN ISO 13788) و SHA-256')).toBe(
      `SHA-256 ${reversed('و')} (BS EN ISO 13788) ${reversed('المعيار')}`,
    );
  });

  it('gives each Arabic run in logical order, for the font to join its letters, and keeps trailing spaces last', () => {
    expect(visualRuns('الحالة 42 ')).toEqual([
      { text: '42', rtl: false },
      { text: 'الحالة ', rtl: true },
      { text: ' ', rtl: false },
    ]);
  });

  it('drops the direction marks Intl writes into Arabic numbers', () => {
    expect(visualOrder('القيمة \u200e-5')).toBe(`-5 ${reversed('القيمة')}`);
  });
});
