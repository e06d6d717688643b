import {
  type CaseDeadline,
  type CaseDeadlineName,
  type CaseMilestone,
  type CaseNoticeKind,
  type CaseStatus,
  type CaseTimings,
  type ContactOutcome,
  DAY_MS,
  type DeadlineStatus,
  DUE_SOON_WORKING_DAYS,
  HOUR_MS,
} from '@radiant/contract';
import {
  addWorkingDays,
  endOfLondonDay,
  londonDayOf,
  withinWorkingDaysFrom,
  workingDaysAfter,
} from './working-days.ts';

// A case's statutory clocks, computed from its timings and its timeline alone, so that they need no state of
// their own and read the same after a restart on any instance. The rules (docs/cases.md):
// - make_safe: from opening, in calendar hours; met by a note marking `made_safe`.
// - investigate: from opening, in working days; met when the investigation concludes, which is the first move
//   to `works` or `closed`.
// - written_summary, safety_work (working days) and further_work (weeks): from that conclusion; met by a note
//   marking `summary_sent` (after the conclusion), `made_safe`, `further_work_begun`.
// Closing the case stops every clock still running: each counts as met when the case closed, in time or late.
// Where the timings allow it, a contact ending in `no_access` pauses the clocks then running until the resident
// is reached or the status moves; each pause pushes their deadlines back by its length (calendar time).

/** What the clocks read of a timeline event. */
export interface ClockEvent {
  at: Date;
  milestone: CaseMilestone | null;
  toStatus: CaseStatus | null;
  outcome: ContactOutcome | null;
}

interface Pause {
  from: Date;
  /** None while it lasts. */
  to: Date | null;
}

interface Clock {
  name: CaseDeadlineName;
  startAt: Date;
  dueAt: Date;
  metAt: Date | null;
}

/** The pauses of a timeline: from a `no_access` contact to the next `reached` contact or status move. */
function pausesOf(events: readonly ClockEvent[]): Pause[] {
  const pauses: Pause[] = [];
  let since: Date | null = null;
  for (const event of events) {
    if (event.outcome === 'no_access' && !since) since = event.at;
    else if (since && (event.outcome === 'reached' || event.toStatus !== null)) {
      pauses.push({ from: since, to: event.at });
      since = null;
    }
  }
  return since ? [...pauses, { from: since, to: null }] : pauses;
}

/** A clock with the pauses that began while it ran pushing its deadline back; and since when it is paused. */
function paused(clock: Clock, pauses: readonly Pause[], now: Date) {
  let dueMs = clock.dueAt.getTime();
  let pausedSince: Date | null = null;
  for (const pause of pauses) {
    const from = pause.from.getTime();
    const stopped = clock.metAt && clock.metAt.getTime() <= from;
    if (from < clock.startAt.getTime() || from > dueMs || stopped) continue;
    dueMs += (pause.to ?? now).getTime() - from;
    if (!pause.to) pausedSince = pause.from;
  }
  return { ...clock, dueAt: new Date(dueMs), pausedSince };
}

const firstAt = (events: readonly ClockEvent[], test: (event: ClockEvent) => boolean) =>
  events.find(test)?.at ?? null;

function statusOf(dueAt: Date, metAt: Date | null, now: Date): DeadlineStatus {
  if (metAt) return metAt <= dueAt ? 'met' : 'missed';
  if (now > dueAt) return 'missed';
  return dueAt <= endOfLondonDay(addWorkingDays(londonDayOf(now), DUE_SOON_WORKING_DAYS))
    ? 'due_soon'
    : 'due';
}

/** The case's deadlines as they stand at `now`, and the earliest one not met (past ones included). */
export function deadlinesOf(
  timings: CaseTimings,
  openedAt: Date,
  timeline: readonly ClockEvent[],
  now: Date,
): { deadlines: CaseDeadline[]; nextDueAt: Date | null } {
  const events = [...timeline].sort((a, b) => a.at.getTime() - b.at.getTime());
  const closedAt = firstAt(events, (event) => event.toStatus === 'closed');
  const concludedAt = firstAt(events, (event) => event.toStatus === 'works' || event.toStatus === 'closed');
  const marked = (milestone: CaseMilestone, after: Date | null = null) =>
    firstAt(events, (event) => event.milestone === milestone && (!after || event.at >= after)) ?? closedAt;
  const running: Clock[] = [];
  if (timings.make_safe_hours !== null) {
    running.push({
      name: 'make_safe',
      startAt: openedAt,
      dueAt: new Date(openedAt.getTime() + timings.make_safe_hours * HOUR_MS),
      metAt: marked('made_safe'),
    });
  }
  if (timings.investigate_working_days !== null) {
    running.push({
      name: 'investigate',
      startAt: openedAt,
      dueAt: workingDaysAfter(openedAt, timings.investigate_working_days),
      metAt: concludedAt,
    });
  }
  if (concludedAt) {
    if (timings.summary_working_days !== null) {
      running.push({
        name: 'written_summary',
        startAt: concludedAt,
        dueAt: workingDaysAfter(concludedAt, timings.summary_working_days),
        metAt: marked('summary_sent', concludedAt),
      });
    }
    if (timings.safety_work_working_days !== null) {
      running.push({
        name: 'safety_work',
        startAt: concludedAt,
        dueAt: workingDaysAfter(concludedAt, timings.safety_work_working_days),
        metAt: marked('made_safe'),
      });
    }
    if (timings.further_work_weeks !== null) {
      running.push({
        name: 'further_work',
        startAt: concludedAt,
        dueAt: new Date(concludedAt.getTime() + timings.further_work_weeks * 7 * DAY_MS),
        metAt: marked('further_work_begun'),
      });
    }
  }
  const clocks = timings.pause_on_no_access
    ? running.map((clock) => paused(clock, pausesOf(events), now))
    : running.map((clock) => ({ ...clock, pausedSince: null }));
  const unmet = clocks
    .filter((clock) => clock.metAt === null && clock.pausedSince === null)
    .map((clock) => clock.dueAt.getTime());
  return {
    deadlines: clocks.map(({ name, dueAt, metAt, pausedSince }) => ({
      name,
      due_at: dueAt.toISOString(),
      status: statusOf(dueAt, metAt, now),
      met_at: metAt?.toISOString() ?? null,
      paused_since: pausedSince?.toISOString() ?? null,
    })),
    nextDueAt: unmet.length === 0 ? null : new Date(Math.min(...unmet)),
  };
}

/** The first running deadline (earliest unmet and not paused), as a list row shows it; none when none runs. */
export function nextDeadlineOf(deadlines: readonly CaseDeadline[]) {
  const running = deadlines.filter((deadline) => deadline.met_at === null && deadline.paused_since === null);
  const [first] = running.sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));
  return first ? { name: first.name, due_at: first.due_at, status: first.status } : null;
}

/** A notice of the deadline sweep: `<deadline>:<kind>`. */
export const noticeKey = (deadline: CaseDeadlineName, kind: CaseNoticeKind) => `${deadline}:${kind}`;

/** The notices a case's deadlines call for now, that `sent` does not hold yet: due soon, or missed. */
export function noticesDue(deadlines: readonly CaseDeadline[], sent: ReadonlySet<string>) {
  return deadlines.flatMap((deadline) => {
    if (deadline.met_at !== null || deadline.paused_since !== null) return [];
    const kind: CaseNoticeKind | null =
      deadline.status === 'missed' ? 'missed' : deadline.status === 'due_soon' ? 'approaching' : null;
    return kind && !sent.has(noticeKey(deadline.name, kind)) ? [{ deadline, kind }] : [];
  });
}

/**
 * When the sweep next has a notice to send for these deadlines, given those `sent`: a running deadline's
 * approach (the day it becomes due soon) until that is told, then its due time until its miss is; none when
 * nothing is left to tell.
 */
export function noticeAtOf(deadlines: readonly CaseDeadline[], sent: ReadonlySet<string>): Date | null {
  const times = deadlines.flatMap((deadline) => {
    if (deadline.met_at !== null || deadline.paused_since !== null) return [];
    if (sent.has(noticeKey(deadline.name, 'missed'))) return [];
    const dueAt = new Date(deadline.due_at);
    const told = sent.has(noticeKey(deadline.name, 'approaching')) || deadline.status === 'missed';
    return [told ? dueAt.getTime() : withinWorkingDaysFrom(dueAt, DUE_SOON_WORKING_DAYS).getTime()];
  });
  return times.length === 0 ? null : new Date(Math.min(...times));
}
