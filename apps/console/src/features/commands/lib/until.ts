/** Today in the browser's time zone, as YYYY-MM-DD: the earliest day a change can last until. */
export function localToday(now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The instant of a day (YYYY-MM-DD) at a time (HH:MM) in the browser's time zone, as ISO 8601. */
export const untilInstant = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
