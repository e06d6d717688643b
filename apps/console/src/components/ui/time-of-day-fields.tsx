import { Group, Input, NativeSelect, Text } from '@mantine/core';
import { type KeyboardEvent, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { clockOf } from '@/lib/calendar-locale';
import {
  clockFieldFilled,
  dayHourOf,
  keyedClockValue,
  twelveHourOf,
  typedClockValue,
} from '@/lib/clock-digits';
import { LOCALE } from '@/lib/format';

/** A time of day: its hour (0 … 23) and minute. */
export type TimeOfDay = { hours: number; minutes: number };

/** Two digits in the console's digits: "07", or "٠٧" for an admin who chose Arabic-Indic ones. */
const twoDigits = new Intl.NumberFormat(LOCALE, { minimumIntegerDigits: 2, useGrouping: false });

type ClockFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The field the focus goes on to once this one can take no more digits. */
  next?: RefObject<HTMLElement | null>;
  ref?: RefObject<HTMLInputElement | null>;
};

/**
 * One number of a clock, written in the console's digits and typed in either Latin or Arabic-Indic ones (Mantine's
 * own time field writes Latin digits only and drops any other typed). The arrow keys step it round the clock.
 */
function ClockField({ label, value, min, max, onChange, next, ref }: ClockFieldProps) {
  const shown = twoDigits.format(value);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keyed = keyedClockValue(event.key, value, min, max);
    if (keyed === undefined) return;
    event.preventDefault();
    onChange(keyed);
  };
  return (
    <Input
      ref={ref}
      aria-label={label}
      role="spinbutton"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={shown}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      w="3.25rem"
      styles={{ input: { textAlign: 'center', fontVariantNumeric: 'tabular-nums' } }}
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        const typed = typedClockValue(event.currentTarget.value, min, max);
        if (typed === undefined) return;
        onChange(typed);
        if (clockFieldFilled(typed, max)) next?.current?.focus();
      }}
    />
  );
}

type TimeOfDayFieldsProps = {
  value: TimeOfDay;
  onChange: (value: TimeOfDay) => void;
  clock: ReturnType<typeof clockOf>;
  /** Where the focus goes once the time is typed in full. */
  next: RefObject<HTMLElement | null>;
};

/**
 * A time of day as the locale reads it, 24 hours or 12 with its words for morning and evening. The hours stay
 * on the left of the minutes in either direction, as digits are written; the half of the day follows the page.
 */
export function TimeOfDayFields({ value, onChange, clock, next }: TimeOfDayFieldsProps) {
  const { t } = useTranslation();
  const minutesField = useRef<HTMLInputElement>(null);
  const halfField = useRef<HTMLSelectElement>(null);
  const twelve = clock.format === '12h';
  const { hour, evening } = twelveHourOf(value.hours);
  return (
    <Group gap="xs" wrap="nowrap">
      <Group gap={4} wrap="nowrap" dir="ltr">
        <ClockField
          label={t('dayInput.hours')}
          value={twelve ? hour : value.hours}
          min={twelve ? 1 : 0}
          max={twelve ? 12 : 23}
          onChange={(typed) => onChange({ ...value, hours: twelve ? dayHourOf(typed, evening) : typed })}
          next={minutesField}
        />
        <Text component="span" aria-hidden>
          :
        </Text>
        <ClockField
          ref={minutesField}
          label={t('dayInput.minutes')}
          value={value.minutes}
          min={0}
          max={59}
          onChange={(minutes) => onChange({ ...value, minutes })}
          next={twelve ? halfField : next}
        />
      </Group>
      {twelve && (
        <NativeSelect
          ref={halfField}
          aria-label={t('dayInput.amPm')}
          value={evening ? 'pm' : 'am'}
          data={[
            { value: 'am', label: clock.amPmLabels.am },
            { value: 'pm', label: clock.amPmLabels.pm },
          ]}
          onChange={(event) =>
            onChange({ ...value, hours: dayHourOf(hour, event.currentTarget.value === 'pm') })
          }
        />
      )}
    </Group>
  );
}
