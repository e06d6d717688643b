// Months as a report counts them: by the calendar in the UK, each named by its first day (YYYY-MM-DD).

const UK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (YYYY-MM-DD) it is in the UK at `at`. */
export const ukDayOf = (at: Date) => UK_DAY.format(at);

const monthFrom = (day: string, offset: number) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10);
};

/** The first day of the month before `day`'s. */
const monthBefore = (day: string) => monthFrom(day, -1);

/** The first day of the month after `month`'s. */
export const monthAfter = (month: string) => monthFrom(month, 1);

/** The last complete month at `at` (UK time): the one a report made then is of. */
export const lastCompleteMonth = (at: Date) => monthBefore(ukDayOf(at));
