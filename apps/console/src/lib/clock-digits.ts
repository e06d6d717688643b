import { latinDigits } from './latin-digits';

/**
 * What a clock field holds once a digit is typed into it, in Latin or Arabic-Indic digits: its digits read one by
 * one, a digit that would take the number past `max` starting it again (on "05", a typed 9 gives 59 and then
 * another 7 gives 7), kept within `min` and `max`. No digit at all changes nothing.
 */
export function typedClockValue(text: string, min: number, max: number): number | undefined {
  const digits = latinDigits(text).replace(/\D/g, '');
  if (!digits) return undefined;
  let value = 0;
  for (const digit of digits) {
    const next = value * 10 + Number(digit);
    value = next > max ? Number(digit) : next;
  }
  return Math.min(max, Math.max(min, value));
}

/** Whether another digit could not follow (on the minutes, 7 could only be 7), so the next field takes over. */
export const clockFieldFilled = (value: number, max: number) => value * 10 > max;

/** The hour of a 12-hour clock (12, 1 … 11) and its half of the day, from the hour of the day (0 … 23). */
export const twelveHourOf = (hours: number) => ({ hour: hours % 12 || 12, evening: hours >= 12 });

/** The hour of the day (0 … 23) from a 12-hour clock's hour (1 … 12) and its half of the day. */
export const dayHourOf = (hour: number, evening: boolean) => (hour % 12) + (evening ? 12 : 0);

const ARROW_STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1 };

/**
 * What a key makes of a clock field's value: the arrows step it round the clock (59 minutes and up is 00), Home
 * and End give its first and last value; any other key leaves it to typing.
 */
export function keyedClockValue(key: string, value: number, min: number, max: number): number | undefined {
  if (key === 'Home') return min;
  if (key === 'End') return max;
  const step = ARROW_STEPS[key];
  if (step === undefined) return undefined;
  const span = max - min + 1;
  return min + ((((value - min + step) % span) + span) % span);
}
