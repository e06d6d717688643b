import { MINUTE_MS } from '@radiant/contract';
import { formatDateTime } from '@/lib/format';
import { parseTypedInstant } from '@/lib/typed-day';
import { PickerInput, type PickerInputProps, type PickerKind } from './picker-input';

/** `2026-11-24 07:05:00`: the instant in the browser's time zone, as the calendar takes it. */
function localOf(instant: string): string {
  const time = Date.parse(instant);
  return new Date(time - new Date(time).getTimezoneOffset() * MINUTE_MS)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
}

const INSTANT: PickerKind = {
  withTime: true,
  toPicked: localOf,
  // The calendar's value has no zone: it is the browser's, as `Date` reads it.
  fromPicked: (picked) => new Date(picked.replace(' ', 'T')).toISOString(),
  format: formatDateTime,
  parse: parseTypedInstant,
  example: '2025-03-14T07:05:00.000Z',
  words: { choose: 'dayInput.chooseTime', unreadable: 'dayInput.unreadableTime' },
};

/**
 * A day and a time of day in the browser's time zone (where an admin reads the times of a table), shown as
 * the tables show them ("3 Mar 2025, 07:05") and kept as an instant: an address holding it means the same
 * moment wherever it is opened.
 */
export const InstantInput = (props: PickerInputProps) => <PickerInput {...props} kind={INSTANT} />;
