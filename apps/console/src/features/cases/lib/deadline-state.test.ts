import { describe, expect, it } from 'vitest';
import { nextDeadlineState } from './deadline-state';

// Wednesday 25 November 2026, noon.
const now = new Date('2026-11-25T12:00:00Z');

describe("a case's next deadline in the list", () => {
  it('is none without a deadline running, and missed once it has passed', () => {
    expect(nextDeadlineState(null, now)).toBe('none');
    expect(nextDeadlineState('2026-11-25T11:59:59Z', now)).toBe('missed');
  });

  it('is due soon within two weekdays, today included, and due after', () => {
    expect(nextDeadlineState('2026-11-25T23:00:00Z', now)).toBe('due_soon');
    expect(nextDeadlineState('2026-11-26T23:59:59Z', now)).toBe('due_soon');
    expect(nextDeadlineState('2026-11-27T00:00:00Z', now)).toBe('due');
  });

  it('skips the weekend: on a Friday the next Monday is still due soon', () => {
    const friday = new Date('2026-11-27T09:00:00Z');
    expect(nextDeadlineState('2026-11-30T18:00:00Z', friday)).toBe('due_soon');
    expect(nextDeadlineState('2026-12-01T09:00:00Z', friday)).toBe('due');
    const saturday = new Date('2026-11-28T09:00:00Z');
    expect(nextDeadlineState('2026-12-01T18:00:00Z', saturday)).toBe('due_soon');
    expect(nextDeadlineState('2026-12-02T09:00:00Z', saturday)).toBe('due');
  });
});
