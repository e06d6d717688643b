import type { CaseDeadline, CaseDeadlineName, DeadlineStatus } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { complianceOf, londonYearBounds, londonYearOf } from './compliance.ts';

const deadline = (
  name: CaseDeadlineName,
  due_at: string,
  status: DeadlineStatus,
  met_at: string | null = null,
): CaseDeadline => ({ name, due_at, status, met_at, paused_since: null });

const now = new Date('2026-06-15T12:00:00Z');

describe('compliance of deadlines', () => {
  it('counts each deadline in the month it fell due: met, missed (late or unmet), running', () => {
    const figures = complianceOf(
      [
        deadline('investigate', '2026-03-10T23:59:59.999Z', 'met', '2026-03-09T10:00:00Z'),
        deadline('investigate', '2026-03-20T23:59:59.999Z', 'missed', '2026-03-23T10:00:00Z'),
        deadline('make_safe', '2026-03-31T08:00:00Z', 'missed'),
        deadline('further_work', '2026-06-30T22:59:59.999Z', 'due'),
        deadline('written_summary', '2026-06-16T22:59:59.999Z', 'due_soon'),
      ],
      2026,
      now,
    );
    expect(figures.months).toHaveLength(12);
    const march = figures.months[2];
    expect(march).toMatchObject({ month: 3, met: 1, missed: 2, running: 0 });
    expect(march?.on_time_share).toBeCloseTo(1 / 3);
    expect(march?.by_deadline.investigate).toEqual({ met: 1, missed: 1, running: 0, on_time_share: 0.5 });
    expect(march?.by_deadline.make_safe).toEqual({ met: 0, missed: 1, running: 0, on_time_share: 0 });
    expect(figures.months[5]).toMatchObject({ month: 6, met: 0, missed: 0, running: 2, on_time_share: null });
    expect(figures.months[5]?.by_deadline.further_work.running).toBe(1);
    expect(figures.year_to_date).toMatchObject({ through_month: 6, met: 1, missed: 2, running: 2 });
  });

  it('places a deadline by its London month: the end of a summer month is the next morning in UTC', () => {
    // 31 July 23:59:59.999 London is 22:59:59.999 UTC; 00:30 London on 1 August is 23:30 UTC on 31 July.
    const figures = complianceOf(
      [
        deadline('investigate', '2026-07-31T22:59:59.999Z', 'due'),
        deadline('make_safe', '2026-07-31T23:30:00Z', 'due'),
      ],
      2026,
      now,
    );
    expect(figures.months[6]?.running).toBe(1);
    expect(figures.months[7]?.running).toBe(1);
  });

  it("leaves out other years' deadlines, and counts a past year whole and a future one not at all", () => {
    const deadlines = [
      deadline('investigate', '2025-12-31T23:59:59.999Z', 'met', '2025-12-30T10:00:00Z'),
      deadline('investigate', '2027-01-05T23:59:59.999Z', 'due'),
    ];
    expect(complianceOf(deadlines, 2026, now).year_to_date).toMatchObject({ met: 0, missed: 0, running: 0 });
    const past = complianceOf(deadlines, 2025, now);
    expect(past.months[11]?.met).toBe(1);
    expect(past.year_to_date).toMatchObject({ through_month: 12, met: 1, on_time_share: 1 });
    const future = complianceOf(deadlines, 2027, now);
    expect(future.months[0]?.running).toBe(1);
    expect(future.year_to_date).toMatchObject({ through_month: 0, running: 0 });
  });
});

describe('the London year', () => {
  it('starts and ends at midnight in London', () => {
    expect(londonYearBounds(2026)).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-12-31T23:59:59.999Z'),
    });
    expect(londonYearOf(new Date('2026-12-31T23:30:00Z'))).toBe(2026);
  });
});
