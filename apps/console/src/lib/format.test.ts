import { describe, expect, it } from 'vitest';
import {
  formatCompactCount,
  formatCompactCurrency,
  formatCurrency,
  formatDate,
  formatDay,
  formatMeasure,
  formatPercent,
  formatShare,
  hostOf,
  poundsIn,
} from './format';

describe('display formats', () => {
  it('shows amounts in pounds sterling and discounts as percentages', () => {
    expect(formatCurrency(3.99)).toBe('£3.99');
    expect(formatCurrency(12_345)).toBe('£12,345.00');
    expect(formatPercent(12.5)).toBe('12.5%');
  });

  it('writes the pound as £ in every language, a whole compact amount without a decimal', () => {
    expect(poundsIn('ar-u-nu-latn')(3466.23)).toMatch(/^\u200f?3,466\.23\s£$/);
    expect(poundsIn('ar-u-nu-arab')(12)).toMatch(/١٢٫٠٠\s£$/);
    expect(poundsIn('de-DE')(3466.23)).toBe('3.466,23\u00a0£');
    expect(formatCompactCurrency(6000)).toBe('£6k');
    expect(formatCompactCurrency(4560)).toBe('£4.6k');
  });

  it('shows a measure to one decimal, and a dash for one not known', () => {
    expect(formatMeasure(1234.56)).toBe('1,234.6');
    expect(formatMeasure(20)).toBe('20');
    expect(formatMeasure(null)).toBe('–');
  });

  it('shows a share as a whole percentage', () => {
    expect(formatShare(0.254)).toBe('25%');
    expect(formatShare(null)).toBe('–');
  });

  it('shortens amounts and counts for a chart axis', () => {
    // ICU versions differ in the case of the thousands' letter.
    expect(formatCompactCurrency(4_560)).toMatch(/^£4\.6k$/i);
    expect(formatCompactCount(12_400)).toMatch(/^12\.4k$/i);
    expect(formatCompactCount(7)).toBe('7');
  });

  it('shows a timestamp as its day, and a day kept as YYYY-MM-DD the same way', () => {
    expect(formatDate('2025-03-03T23:30:00.000Z')).toBe('3 Mar 2025');
    expect(formatDay('2025-03-03')).toBe('3 Mar 2025');
  });

  it('shows a website by its host', () => {
    expect(hostOf('https://www.aurum-thermal.example.com/uk/range')).toBe('www.aurum-thermal.example.com');
    expect(hostOf('not a url')).toBe('not a url');
  });
});
