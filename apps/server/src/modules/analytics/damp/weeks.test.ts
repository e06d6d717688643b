import { describe, expect, it } from 'vitest';
import type { RoomWeekRow } from './repository.ts';
import { homeWeekBands, mondayOf, weekStartsOf } from './weeks.ts';

const HOUR_S = 3600;
const room = (home_id: number, week: string, judgedH: number, mouldH: number): RoomWeekRow => ({
  room_id: home_id * 10 + judgedH,
  home_id,
  week,
  judged_s: judgedH * HOUR_S,
  mould_s: mouldH * HOUR_S,
  condensation_s: 0,
});

describe('the weeks of the damp heatmap', () => {
  it('start on the Monday of an ISO week, whatever day of it', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });

  it('run oldest first and end with the week of today', () => {
    expect(weekStartsOf('2026-11-26', 4)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('give a home its worst room’s band each week, and null where no room had enough hours', () => {
    const weeks = ['2026-11-09', '2026-11-16', '2026-11-23'];
    const bands = homeWeekBands(
      [
        room(1, '2026-11-09', 100, 40),
        room(1, '2026-11-09', 100, 0),
        room(1, '2026-11-16', 100, 0),
        room(1, '2026-11-23', 10, 10),
        room(2, '2026-11-23', 100, 20),
        room(2, '2026-11-02', 100, 100),
      ],
      weeks,
    );
    expect(bands.get(1)).toEqual(['high', 'low', null]);
    expect(bands.get(2)).toEqual([null, null, 'moderate']);
  });
});
