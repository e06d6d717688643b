import {
  CASE_DEADLINES,
  type CaseDeadline,
  type CaseDeadlineName,
  type ClientCompliance,
  type ComplianceCounts,
  type ComplianceFigures,
} from '@radiant/contract';
import { endOfLondonDay, londonDayOf } from './working-days.ts';

// A client's compliance, counted from its cases' deadlines alone (docs/cases.md#compliance): each deadline in
// the London month its due time falls in, as met on time, missed (met late, or past due unmet) or running.

interface Tally {
  met: number;
  missed: number;
  running: number;
}

interface MonthTally {
  total: Tally;
  byName: Record<CaseDeadlineName, Tally>;
}

const emptyTally = (): Tally => ({ met: 0, missed: 0, running: 0 });
const emptyMonth = (): MonthTally => ({
  total: emptyTally(),
  byName: Object.fromEntries(CASE_DEADLINES.map((name) => [name, emptyTally()])) as MonthTally['byName'],
});

/** A deadline due (or met) soon or later is still running: only met and missed are decided. */
const outcomeOf = (deadline: CaseDeadline): keyof Tally =>
  deadline.status === 'met' || deadline.status === 'missed' ? deadline.status : 'running';

const countsOf = (tally: Tally): ComplianceCounts => {
  const decided = tally.met + tally.missed;
  return { ...tally, on_time_share: decided === 0 ? null : tally.met / decided };
};

const figuresOf = (month: MonthTally): ComplianceFigures => ({
  ...countsOf(month.total),
  by_deadline: Object.fromEntries(
    CASE_DEADLINES.map((name) => [name, countsOf(month.byName[name])]),
  ) as ComplianceFigures['by_deadline'],
});

function add(into: MonthTally, from: MonthTally) {
  for (const outcome of ['met', 'missed', 'running'] as const) {
    into.total[outcome] += from.total[outcome];
    for (const name of CASE_DEADLINES) into.byName[name][outcome] += from.byName[name][outcome];
  }
}

/** The London year and month (1–12) an instant falls in. */
function londonMonthOf(at: Date) {
  const [year, month] = londonDayOf(at).split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0 };
}

/** The year of `now` in the UK: the compliance call's default. */
export const londonYearOf = (now: Date) => londonMonthOf(now).year;

/** The first and last instants of a London calendar year. */
export const londonYearBounds = (year: number) => ({
  start: new Date(endOfLondonDay(`${year - 1}-12-31`).getTime() + 1),
  end: endOfLondonDay(`${year}-12-31`),
});

/**
 * The deadlines (of any cases) that fell due in `year`, by London month, and the year to date: January to the
 * month of `now` (all of a past year, none of a future one).
 */
export function complianceOf(
  deadlines: Iterable<CaseDeadline>,
  year: number,
  now: Date,
): Pick<ClientCompliance, 'months' | 'year_to_date'> {
  const months = Array.from({ length: 12 }, emptyMonth);
  for (const deadline of deadlines) {
    const due = londonMonthOf(new Date(deadline.due_at));
    const month = due.year === year ? months[due.month - 1] : undefined;
    if (!month) continue;
    const outcome = outcomeOf(deadline);
    month.total[outcome] += 1;
    month.byName[deadline.name][outcome] += 1;
  }
  const today = londonMonthOf(now);
  const throughMonth = today.year > year ? 12 : today.year < year ? 0 : today.month;
  const toDate = emptyMonth();
  for (const month of months.slice(0, throughMonth)) add(toDate, month);
  return {
    months: months.map((month, index) => ({ month: index + 1, ...figuresOf(month) })),
    year_to_date: { through_month: throughMonth, ...figuresOf(toDate) },
  };
}
