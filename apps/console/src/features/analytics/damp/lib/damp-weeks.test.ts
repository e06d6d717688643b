import { describe, expect, it } from 'vitest';
import { formatWeek, heatmapWidthOf } from './damp-weeks';

describe('the heatmap’s weeks', () => {
  it('are headed by their Monday’s day and month, whatever the time zone', () => {
    expect(formatWeek('2026-11-02')).toBe('2 Nov');
    expect(formatWeek('2025-12-29')).toBe('29 Dec');
  });

  it('widen the table a column at a time', () => {
    expect(heatmapWidthOf(52)).toBeGreaterThan(heatmapWidthOf(12));
  });
});
