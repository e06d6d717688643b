import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  endOfLondonDay,
  isWorkingDay,
  londonDayOf,
  workingDaysAfter,
} from './working-days.ts';

// Bank holidays in England and Wales, as gov.uk/bank-holidays lists them:
// 2026: 1 Jan, 3 Apr (Good Friday), 6 Apr (Easter Monday), 4 May, 25 May, 31 Aug, 25 Dec (Friday),
//       28 Dec (Monday, substitute day for Boxing Day, which falls on Saturday 26 Dec).
// 2027: 1 Jan, 26 Mar (Good Friday), 29 Mar (Easter Monday), 3 May, 31 May, 30 Aug,
//       27 Dec (substitute for Christmas Day, Saturday) and 28 Dec (substitute for Boxing Day, Sunday).

describe('working days in England and Wales', () => {
  it('skips Christmas Day and the substitute Boxing Day of 2026', () => {
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(isWorkingDay('2026-12-26')).toBe(false);
    expect(isWorkingDay('2026-12-28')).toBe(false);
    expect(isWorkingDay('2026-12-29')).toBe(true);
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    // 29, 30, 31 Dec, (1 Jan 2027 a bank holiday), 4, 5, 6, 7, 8, 11, 12 Jan.
    expect(addWorkingDays('2026-12-24', 10)).toBe('2027-01-12');
  });

  it('skips both substitute days of Christmas 2027', () => {
    expect(isWorkingDay('2027-12-27')).toBe(false);
    expect(isWorkingDay('2027-12-28')).toBe(false);
    expect(addWorkingDays('2027-12-24', 1)).toBe('2027-12-29');
  });

  it('skips Good Friday and Easter Monday 2027', () => {
    expect(isWorkingDay('2027-03-26')).toBe(false);
    expect(isWorkingDay('2027-03-29')).toBe(false);
    expect(addWorkingDays('2027-03-25', 1)).toBe('2027-03-30');
    expect(addWorkingDays('2027-03-24', 3)).toBe('2027-03-31');
  });

  it('skips the summer bank holiday of 2027', () => {
    expect(isWorkingDay('2027-08-30')).toBe(false);
    expect(addWorkingDays('2027-08-27', 1)).toBe('2027-08-31');
    // Friday 27 Aug + 5: 31 Aug, 1, 2, 3, 6 Sep.
    expect(addWorkingDays('2027-08-27', 5)).toBe('2027-09-06');
  });

  it('counts weekends out and a Saturday start from the Monday', () => {
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-26', 10)).toBe('2026-12-10');
  });

  it('counts days in London time, summer and winter', () => {
    // 23:30 UTC on 26 Jun is 00:30 on 27 Jun in London (BST); 23:30 UTC on 26 Nov is still 26 Nov (GMT).
    expect(londonDayOf(new Date('2026-06-26T23:30:00Z'))).toBe('2026-06-27');
    expect(londonDayOf(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-26');
    expect(endOfLondonDay('2026-06-29').toISOString()).toBe('2026-06-29T22:59:59.999Z');
    expect(endOfLondonDay('2026-12-29').toISOString()).toBe('2026-12-29T23:59:59.999Z');
    // Friday 26 Jun 23:30 UTC is Saturday in London: the first working day after it is Monday 29 Jun.
    expect(workingDaysAfter(new Date('2026-06-26T23:30:00Z'), 1).toISOString()).toBe(
      '2026-06-29T22:59:59.999Z',
    );
  });
});
