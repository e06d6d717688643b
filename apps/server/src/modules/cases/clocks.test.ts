import {
  AWAABS_LAW_TIMINGS,
  type CaseMilestone,
  type CaseStatus,
  type ContactOutcome,
} from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { type ClockEvent, deadlinesOf, noticeAtOf, noticeKey, noticesDue } from './clocks.ts';
import { withinWorkingDaysFrom } from './working-days.ts';

const damp = AWAABS_LAW_TIMINGS.damp_mould;
const at = (iso: string) => new Date(iso);
const status = (iso: string, toStatus: CaseStatus): ClockEvent => ({
  at: at(iso),
  toStatus,
  milestone: null,
  outcome: null,
});
const mark = (iso: string, milestone: CaseMilestone): ClockEvent => ({
  at: at(iso),
  toStatus: null,
  milestone,
  outcome: null,
});
const contact = (iso: string, outcome: ContactOutcome): ClockEvent => ({
  at: at(iso),
  toStatus: null,
  milestone: null,
  outcome,
});

// Opened Thursday 10 Dec 2026 at 10:00 (GMT). Ten working days: 11, 14–18, 21–24 Dec: Thursday 24 Dec.
const OPENED = at('2026-12-10T10:00:00Z');
const INVESTIGATE_DUE = '2026-12-24T23:59:59.999Z';

describe("a damp case's clocks under Awaab's Law", () => {
  it('runs the investigation clock from opening, due then due soon', () => {
    const early = deadlinesOf(damp, OPENED, [], at('2026-12-11T09:00:00Z'));
    expect(early.deadlines).toEqual([
      { name: 'investigate', due_at: INVESTIGATE_DUE, status: 'due', met_at: null, paused_since: null },
    ]);
    expect(early.nextDueAt?.toISOString()).toBe(INVESTIGATE_DUE);
    // On Tuesday 22 Dec the deadline is within two working days.
    expect(deadlinesOf(damp, OPENED, [], at('2026-12-22T09:00:00Z')).deadlines[0]?.status).toBe('due_soon');
  });

  it('is missed once past its deadline unmet, and stays first in line', () => {
    const late = deadlinesOf(
      damp,
      OPENED,
      [status('2026-12-15T09:00:00Z', 'investigating')],
      at('2026-12-29T09:00:00Z'),
    );
    expect(late.deadlines[0]?.status).toBe('missed');
    expect(late.nextDueAt?.toISOString()).toBe(INVESTIGATE_DUE);
  });

  it('meets the investigation when works begin, and starts the clocks that follow it', () => {
    // Concluded Wednesday 23 Dec: 3 working days are 24, 29, 30 Dec; 5 are up to 4 Jan 2027 (1 Jan a holiday).
    const timeline = [
      status('2026-12-14T09:00:00Z', 'investigating'),
      status('2026-12-23T12:00:00Z', 'works'),
    ];
    const { deadlines, nextDueAt } = deadlinesOf(damp, OPENED, timeline, at('2026-12-23T13:00:00Z'));
    expect(deadlines).toEqual([
      {
        name: 'investigate',
        due_at: INVESTIGATE_DUE,
        status: 'met',
        met_at: '2026-12-23T12:00:00.000Z',
        paused_since: null,
      },
      {
        name: 'written_summary',
        due_at: '2026-12-30T23:59:59.999Z',
        status: 'due',
        met_at: null,
        paused_since: null,
      },
      {
        name: 'safety_work',
        due_at: '2027-01-04T23:59:59.999Z',
        status: 'due',
        met_at: null,
        paused_since: null,
      },
      {
        name: 'further_work',
        due_at: '2027-03-17T12:00:00.000Z',
        status: 'due',
        met_at: null,
        paused_since: null,
      },
    ]);
    expect(nextDueAt?.toISOString()).toBe('2026-12-30T23:59:59.999Z');
  });

  it('meets the summary only with a note marking it after the investigation, late when late', () => {
    const timeline = [
      mark('2026-12-20T09:00:00Z', 'summary_sent'),
      status('2026-12-23T12:00:00Z', 'works'),
      mark('2026-12-31T09:00:00Z', 'summary_sent'),
      mark('2026-12-31T10:00:00Z', 'made_safe'),
    ];
    const { deadlines, nextDueAt } = deadlinesOf(damp, OPENED, timeline, at('2027-01-02T09:00:00Z'));
    expect(deadlines.map((deadline) => [deadline.name, deadline.status])).toEqual([
      ['investigate', 'met'],
      ['written_summary', 'missed'],
      ['safety_work', 'met'],
      ['further_work', 'due'],
    ]);
    expect(nextDueAt?.toISOString()).toBe('2027-03-17T12:00:00.000Z');
  });

  it('stops every clock when the case closes', () => {
    const closed = deadlinesOf(
      damp,
      OPENED,
      [status('2026-12-16T09:00:00Z', 'closed')],
      at('2027-06-01T09:00:00Z'),
    );
    expect(closed.deadlines.every((deadline) => deadline.status === 'met')).toBe(true);
    expect(closed.nextDueAt).toBeNull();
  });
});

describe('an emergency', () => {
  it('must be made safe within 24 calendar hours', () => {
    const timings = AWAABS_LAW_TIMINGS.emergency;
    const opened = at('2026-12-24T18:00:00Z');
    expect(deadlinesOf(timings, opened, [], opened).deadlines).toEqual([
      {
        name: 'make_safe',
        due_at: '2026-12-25T18:00:00.000Z',
        status: 'due_soon',
        met_at: null,
        paused_since: null,
      },
    ]);
    const safe = deadlinesOf(timings, opened, [mark('2026-12-25T08:00:00Z', 'made_safe')], opened);
    expect(safe.deadlines[0]?.status).toBe('met');
    expect(safe.nextDueAt).toBeNull();
  });
});

describe('pauses', () => {
  const pausing = { ...damp, pause_on_no_access: true };

  it('never pause under the law', () => {
    const timeline = [contact('2026-12-14T09:00:00Z', 'no_access')];
    const { deadlines } = deadlinesOf(damp, OPENED, timeline, at('2026-12-16T09:00:00Z'));
    expect(deadlines[0]).toMatchObject({ due_at: INVESTIGATE_DUE, paused_since: null });
  });

  it('hold a clock from no access until the resident is reached, pushing it back by as long', () => {
    const timeline = [
      contact('2026-12-14T09:00:00Z', 'no_access'),
      contact('2026-12-15T09:00:00Z', 'no_access'),
    ];
    const during = deadlinesOf(pausing, OPENED, timeline, at('2026-12-16T09:00:00Z'));
    expect(during.deadlines[0]).toMatchObject({
      due_at: '2026-12-26T23:59:59.999Z',
      paused_since: '2026-12-14T09:00:00.000Z',
    });
    expect(during.nextDueAt).toBeNull();
    const reached = [...timeline, contact('2026-12-17T09:00:00Z', 'reached')];
    const after = deadlinesOf(pausing, OPENED, reached, at('2026-12-18T09:00:00Z'));
    expect(after.deadlines[0]).toMatchObject({
      due_at: '2026-12-27T23:59:59.999Z',
      paused_since: null,
      status: 'due',
    });
    expect(after.nextDueAt?.toISOString()).toBe('2026-12-27T23:59:59.999Z');
  });

  it('do not revive a deadline already missed', () => {
    const timeline = [contact('2026-12-29T09:00:00Z', 'no_access')];
    const { deadlines } = deadlinesOf(pausing, OPENED, timeline, at('2026-12-30T09:00:00Z'));
    expect(deadlines[0]).toMatchObject({ due_at: INVESTIGATE_DUE, status: 'missed', paused_since: null });
  });
});

describe("the deadline sweep's bookmark", () => {
  const dueSoonFrom = '2026-12-22T00:00:00.000Z';

  it('falls on the day a deadline becomes due soon, then on its due time, then nowhere', () => {
    const { deadlines } = deadlinesOf(damp, OPENED, [], at('2026-12-11T09:00:00Z'));
    // 2 working days before Thursday 24 Dec: from the start of Tuesday 22 Dec.
    expect(noticeAtOf(deadlines, new Set())?.toISOString()).toBe(dueSoonFrom);
    expect(deadlinesOf(damp, OPENED, [], at('2026-12-21T23:59:00Z')).deadlines[0]?.status).toBe('due');
    const soon = deadlinesOf(damp, OPENED, [], at(dueSoonFrom)).deadlines;
    expect(soon[0]?.status).toBe('due_soon');
    expect(noticesDue(soon, new Set())).toMatchObject([{ kind: 'approaching' }]);
    const approached = new Set([noticeKey('investigate', 'approaching')]);
    expect(noticesDue(soon, approached)).toEqual([]);
    expect(noticeAtOf(soon, approached)?.toISOString()).toBe(INVESTIGATE_DUE);
    const late = deadlinesOf(damp, OPENED, [], at('2026-12-29T09:00:00Z')).deadlines;
    expect(noticesDue(late, approached)).toMatchObject([{ kind: 'missed' }]);
    approached.add(noticeKey('investigate', 'missed'));
    expect(noticeAtOf(late, approached)).toBeNull();
  });

  it('counts the bank holidays of Christmas back from a deadline after them', () => {
    // Due at the end of Tuesday 29 Dec 2026: 25 and 28 Dec are bank holidays, so Wednesday 23 Dec is 2 working
    // days before it.
    expect(withinWorkingDaysFrom(at('2026-12-29T23:59:59.999Z'), 2).toISOString()).toBe(
      '2026-12-23T00:00:00.000Z',
    );
    // In summer time a London day begins at 23:00 UTC the day before.
    expect(withinWorkingDaysFrom(at('2027-06-10T22:59:59.999Z'), 2).toISOString()).toBe(
      '2027-06-07T23:00:00.000Z',
    );
  });

  it('leaves a met deadline out', () => {
    const events = [status('2026-12-15T10:00:00Z', 'works')];
    const { deadlines } = deadlinesOf({ ...damp, further_work_weeks: null }, OPENED, events, OPENED);
    const met = deadlines.filter((deadline) => deadline.name === 'investigate');
    expect(noticeAtOf(met, new Set())).toBeNull();
  });
});
