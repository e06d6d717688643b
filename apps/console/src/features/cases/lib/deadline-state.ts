import { DAY_MS, type DeadlineStatus, DUE_SOON_WORKING_DAYS } from '@radiant/contract';

/** What a list row can say of its next deadline: the server's states, or none running. */
export type NextDeadlineState = Exclude<DeadlineStatus, 'met'> | 'none';

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** The end of the n-th weekday from `now`'s day, today included (weekends skipped; bank holidays are not known). */
function endOfWeekdays(now: Date, count: number) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  let left = isWeekend(day) ? count : count - 1;
  while (left > 0 || isWeekend(day)) {
    day.setTime(day.getTime() + DAY_MS);
    if (!isWeekend(day)) left -= 1;
  }
  return day.getTime() + DAY_MS - 1;
}

/**
 * The state of a case's next deadline, from its `next_due_at` alone (the list has no more): past is missed, within
 * `DUE_SOON_WORKING_DAYS` weekdays due soon, later due. The case's page shows the server's own states, which also
 * know the bank holidays; near one, this may say "due" where the page says "due soon".
 */
export function nextDeadlineState(dueAt: string | null, now: Date): NextDeadlineState {
  if (dueAt === null) return 'none';
  const due = Date.parse(dueAt);
  if (due < now.getTime()) return 'missed';
  return due <= endOfWeekdays(now, DUE_SOON_WORKING_DAYS) ? 'due_soon' : 'due';
}
