import { formatDay } from '@/lib/format';
import { parseTypedDay } from '@/lib/typed-day';
import { PickerInput, type PickerInputProps, type PickerKind } from './picker-input';

const DAY: PickerKind = {
  withTime: false,
  toPicked: (day) => day,
  fromPicked: (picked) => picked.slice(0, 10),
  format: formatDay,
  parse: parseTypedDay,
  example: '2025-03-14',
  words: { choose: 'dayInput.choose', unreadable: 'dayInput.unreadable' },
};

/** A day, kept as YYYY-MM-DD, shown as the tables show days ("3 Mar 2025"), typed or picked. */
export const DayInput = (props: PickerInputProps) => <PickerInput {...props} kind={DAY} />;
