import { describe, expect, it } from 'vitest';
import { calendarLabelsOf, clockOf, weekOf } from './calendar-locale';
import { localeOf } from './language';

const english = localeOf('en', 'latin');
const german = localeOf('de', 'latin');
const arabic = localeOf('ar', 'latin');
const arabicIndic = localeOf('ar', 'arab');

describe("a calendar's week", () => {
  it('starts on Monday in English and German, with the weekend on Saturday and Sunday', () => {
    expect(weekOf(english)).toEqual({ firstDayOfWeek: 1, weekendDays: [6, 0] });
    expect(weekOf(german)).toEqual({ firstDayOfWeek: 1, weekendDays: [6, 0] });
  });

  it('starts on Saturday in Arabic, whatever the digits, with Friday and Saturday as its weekend', () => {
    expect(weekOf(arabic)).toEqual({ firstDayOfWeek: 6, weekendDays: [5, 6] });
    expect(weekOf(arabicIndic)).toEqual(weekOf(arabic));
  });
});

describe("a calendar's labels", () => {
  it('name months and weekdays in the language', () => {
    expect(calendarLabelsOf(german).monthLabelFormat('2026-12-01')).toBe('Dezember 2026');
    expect(calendarLabelsOf(german).weekdayFormat('2026-11-23')).toMatch(/^Mo/);
    expect(calendarLabelsOf(english).weekdayFormat('2026-11-23')).toBe('Mon');
    expect(calendarLabelsOf(arabic).monthLabelFormat('2026-12-01')).toBe('ديسمبر 2026');
  });

  it("give Arabic's weekdays a letter each, its short names being its full ones", () => {
    expect(calendarLabelsOf(arabic).weekdayFormat('2026-11-23')).toHaveLength(1);
  });

  it('write Latin digits in Arabic by default and Arabic-Indic ones when the admin chose them', () => {
    expect(calendarLabelsOf(arabic).renderDay('2026-11-27')).toBe('27');
    expect(calendarLabelsOf(arabicIndic).renderDay('2026-11-27')).toBe('٢٧');
    expect(calendarLabelsOf(arabicIndic).yearsListFormat('2026-01-01')).toBe('٢٠٢٦');
    expect(calendarLabelsOf(arabic).decadeLabelFormat('2020-01-01', '2029-12-31')).toMatch(
      /^2020\s?–\s?2029$/,
    );
  });

  it('name each day in full for screen readers, whatever time comes with it', () => {
    expect(calendarLabelsOf(english).getDayAriaLabel('2026-11-27 23:30:00')).toMatch(
      /^Friday,? 27 November 2026$/,
    );
  });
});

describe("a time field's clock", () => {
  it('counts 24 hours in English and German, and 12 in Arabic with its own words for them', () => {
    expect(clockOf(english).format).toBe('24h');
    expect(clockOf(german).format).toBe('24h');
    expect(clockOf(arabic)).toEqual({ format: '12h', amPmLabels: { am: 'ص', pm: 'م' } });
  });
});
