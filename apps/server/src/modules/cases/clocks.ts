import {
  type CaseDeadline,
  type CaseDeadlineName,
  type CaseMilestone,
  type CaseStatus,
  type CaseTimings,
  DAY_MS,
  type DeadlineStatus,
  DUE_SOON_WORKING_DAYS,
  HOUR_MS,
} from '@radiant/contract';
import { addWorkingDays, endOfLondonDay, londonDayOf, workingDaysAfter } from './working-days.ts';

// A case's statutory clocks, computed from its timings and its timeline alone, so that they need no state of
// their own and read the same after a restart on any instance. The rules (docs/cases.md):
// - make_safe: from opening, in calendar hours; met by a note marking `made_safe`.
// - investigate: from opening, in working days; met when the investigation concludes, which is the first move
//   to `works` or `closed`.
// - written_summary, safety_work (working days) and further_work (weeks): from that conclusion; met by a note
//   marking `summary_sent` (after the conclusion), `made_safe`, `further_work_begun`.
// Closing the case stops every clock still running: each counts as met when the case closed, in time or late.

/** What the clocks read of a timeline event. */
export interface ClockEvent {
  at: Date;
  milestone: CaseMilestone | null;
  toStatus: CaseStatus | null;
}

interface Running {
  name: CaseDeadlineName;
  dueAt: Date;
  metAt: Date | null;
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
  const running: Running[] = [];
  if (timings.make_safe_hours !== null) {
    running.push({
      name: 'make_safe',
      dueAt: new Date(openedAt.getTime() + timings.make_safe_hours * HOUR_MS),
      metAt: marked('made_safe'),
    });
  }
  if (timings.investigate_working_days !== null) {
    running.push({
      name: 'investigate',
      dueAt: workingDaysAfter(openedAt, timings.investigate_working_days),
      metAt: concludedAt,
    });
  }
  if (concludedAt) {
    if (timings.summary_working_days !== null) {
      running.push({
        name: 'written_summary',
        dueAt: workingDaysAfter(concludedAt, timings.summary_working_days),
        metAt: marked('summary_sent', concludedAt),
      });
    }
    if (timings.safety_work_working_days !== null) {
      running.push({
        name: 'safety_work',
        dueAt: workingDaysAfter(concludedAt, timings.safety_work_working_days),
        metAt: marked('made_safe'),
      });
    }
    if (timings.further_work_weeks !== null) {
      running.push({
        name: 'further_work',
        dueAt: new Date(concludedAt.getTime() + timings.further_work_weeks * 7 * DAY_MS),
        metAt: marked('further_work_begun'),
      });
    }
  }
  const unmet = running.filter((clock) => clock.metAt === null).map((clock) => clock.dueAt.getTime());
  return {
    deadlines: running.map(({ name, dueAt, metAt }) => ({
      name,
      due_at: dueAt.toISOString(),
      status: statusOf(dueAt, metAt, now),
      met_at: metAt?.toISOString() ?? null,
    })),
    nextDueAt: unmet.length === 0 ? null : new Date(Math.min(...unmet)),
  };
}
