import { describe, expect, it } from 'vitest';
import { DAY_AND_TIME_FORMAT, DAY_FORMAT, formatDateTime, formatDay } from './format';
import { parseTypedDay, parseTypedInstant, typedDayReader } from './typed-day';

describe('a day typed into a date field', () => {
  it('reads the day the way the console shows it, so a shown day can be edited in place', () => {
    expect(parseTypedDay(formatDay('2026-09-03'))).toBe('2026-09-03');
    expect(parseTypedDay('3 Mar 2025')).toBe('2025-03-03');
    expect(parseTypedDay(' 14 march 2026 ')).toBe('2026-03-14');
    expect(parseTypedDay('1 Sept 2026')).toBe('2026-09-01');
  });

  it('reads figures day first, and YYYY-MM-DD', () => {
    expect(parseTypedDay('3/4/2025')).toBe('2025-04-03');
    expect(parseTypedDay('03.04.2025')).toBe('2025-04-03');
    expect(parseTypedDay('2025-04-03')).toBe('2025-04-03');
  });

  it('refuses days the calendar does not have, months it cannot tell apart, and anything else', () => {
    expect(parseTypedDay('30 Feb 2026')).toBeUndefined();
    expect(parseTypedDay('13/13/2026')).toBeUndefined();
    expect(parseTypedDay('3 Ju 2026')).toBeUndefined();
    expect(parseTypedDay('yesterday')).toBeUndefined();
    expect(parseTypedDay('')).toBeUndefined();
  });
});

describe('a day and time typed into a field', () => {
  const local = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
    new Date(year, month - 1, day, hours, minutes).toISOString();

  it('reads them the way the console shows them, in the browser time zone', () => {
    expect(parseTypedInstant(formatDateTime(local(2026, 11, 24, 7, 5)))).toBe(local(2026, 11, 24, 7, 5));
    expect(parseTypedInstant('24 Nov 2026 19.30')).toBe(local(2026, 11, 24, 19, 30));
    expect(parseTypedInstant('2026-11-24T07:05')).toBe(local(2026, 11, 24, 7, 5));
  });

  it('takes a day alone as its midnight', () => {
    expect(parseTypedInstant('24/11/2026')).toBe(local(2026, 11, 24));
  });

  it('refuses times the clock does not have, and days the calendar does not', () => {
    expect(parseTypedInstant('24 Nov 2026, 24:00')).toBeUndefined();
    expect(parseTypedInstant('24 Nov 2026, 07:60')).toBeUndefined();
    expect(parseTypedInstant('31 Nov 2026, 07:00')).toBeUndefined();
    expect(parseTypedInstant('soon')).toBeUndefined();
  });
});

describe("days and times typed in each of the console's languages", () => {
  const local = (month: number, day: number, hours: number, minutes: number) =>
    new Date(2026, month - 1, day, hours, minutes).toISOString();

  it.each(['en-GB', 'de-DE', 'ar-u-nu-latn', 'ar-u-nu-arab'])(
    'reads back every month and both halves of the day as %s writes them',
    (locale) => {
      const reader = typedDayReader(locale);
      const days = new Intl.DateTimeFormat(locale, DAY_FORMAT);
      const instants = new Intl.DateTimeFormat(locale, DAY_AND_TIME_FORMAT);
      for (let month = 1; month <= 12; month += 1) {
        const isoDay = `2026-${String(month).padStart(2, '0')}-${String(month + 14).padStart(2, '0')}`;
        expect(reader.day(days.format(new Date(`${isoDay}T00:00:00Z`)))).toBe(isoDay);
        for (const hours of [0, 7, 12, 19]) {
          const instant = local(month, month + 14, hours, 5);
          expect(reader.instant(instants.format(new Date(instant)))).toBe(instant);
        }
      }
    },
  );

  it("reads German months by the start of their names, with or without the day's full stop", () => {
    const { day } = typedDayReader('de-DE');
    expect(day('3. März 2025')).toBe('2025-03-03');
    expect(day('3 mär 2025')).toBe('2025-03-03');
    expect(day('14. Okt. 2026')).toBe('2026-10-14');
    expect(day('14.10.2026')).toBe('2026-10-14');
    // An English month still reads, for a German admin who types one.
    expect(day('3 March 2025')).toBe('2025-03-03');
  });

  it('reads Arabic months with either digits, and the evening mark of a 12-hour time', () => {
    const { day, instant } = typedDayReader('ar-u-nu-latn');
    expect(day('٣ مارس ٢٠٢٥')).toBe('2025-03-03');
    expect(day('3 مارس 2025')).toBe('2025-03-03');
    expect(day('٢٤/١١/٢٠٢٦')).toBe('2026-11-24');
    expect(instant('24 نوفمبر 2026، 07:05 م')).toBe(local(11, 24, 19, 5));
    expect(instant('24 نوفمبر 2026، 12:30 ص')).toBe(local(11, 24, 0, 30));
    expect(instant('24 نوفمبر 2026، 13:30 م')).toBeUndefined();
    expect(day('٣ مار ٢٠٢٥')).toBe('2025-03-03');
  });
});
