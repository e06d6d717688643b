import '@mantine/dates/styles.css';
import { ActionIcon, FocusTrap, Group, Stack, useDirection } from '@mantine/core';
import { DatePicker, type DatePickerProps, DatesProvider } from '@mantine/dates';
import { IconCheck } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarLabelsOf, clockOf, weekOf } from '@/lib/calendar-locale';
import { LOCALE } from '@/lib/format';
import classes from './picker-calendar.module.css';
import { type TimeOfDay, TimeOfDayFields } from './time-of-day-fields';

/** The calendar's days, as Mantine writes them: "2026-11-27", with " 07:05:00" after it for a time. */
export type PickerCalendarProps = {
  withTime: boolean;
  value: string | undefined;
  min: string | undefined;
  max: string | undefined;
  onPick: (picked: string) => void;
};

const LABELS = calendarLabelsOf(LOCALE);
const CLOCK = clockOf(LOCALE);
/** What the day's calendar and the day-and-time one share. */
type Calendar = typeof LABELS &
  Pick<
    DatePickerProps,
    | 'minDate'
    | 'maxDate'
    | 'defaultDate'
    | 'getDayProps'
    | 'ariaLabels'
    | 'highlightToday'
    | 'hideOutsideDates'
  > & { classNames: { day?: string } };

const today = () => new Date().toLocaleDateString('sv');

const MIRRORED: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

/**
 * Mantine moves through the days by their order, the right arrow to the next day: right to left, where the next
 * day is on the left, each arrow press is sent on again as the other arrow, so that the focus goes the arrow's
 * way. Only a day's (or month's, or year's) button is minded: in the time's fields the arrows move the caret.
 */
function arrowsGoTheirWay(event: KeyboardEvent<HTMLDivElement>) {
  const mirrored = MIRRORED[event.key];
  const target = event.target as HTMLElement;
  if (!mirrored || !event.nativeEvent.isTrusted || target.tagName !== 'BUTTON') return;
  event.stopPropagation();
  event.preventDefault();
  target.dispatchEvent(
    new window.KeyboardEvent('keydown', { key: mirrored, bubbles: true, cancelable: true }),
  );
}

/**
 * The calendar of a date field, in the console's language and digits, its weeks starting as the language's
 * locale starts them. Loaded with the first calendar opened, so the login and the dashboard never carry it.
 */
export default function PickerCalendar(props: PickerCalendarProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const { value, min, max } = props;
  // Focus lands on the chosen day, else on today, from which the arrow keys move through the days.
  const focused = (value ?? today()).slice(0, 10);
  const calendar: Calendar = {
    ...LABELS,
    minDate: min,
    maxDate: max,
    defaultDate: value,
    highlightToday: true,
    // The days of the months around would be dimmed, too faint to read; a month's own days are enough.
    hideOutsideDates: true,
    classNames: { day: classes.day },
    getDayProps: (day) => (day.slice(0, 10) === focused ? { 'data-autofocus': true } : {}),
    // The month's and year's own buttons keep their visible names ("November 2026") as their accessible ones.
    ariaLabels: {
      previousMonth: t('dayInput.previousMonth'),
      nextMonth: t('dayInput.nextMonth'),
      previousYear: t('dayInput.previousYear'),
      nextYear: t('dayInput.nextYear'),
      previousDecade: t('dayInput.previousDecade'),
      nextDecade: t('dayInput.nextDecade'),
    },
  };
  return (
    <DatesProvider settings={weekOf(LOCALE)}>
      <FocusTrap active>
        <div onKeyDownCapture={dir === 'rtl' ? arrowsGoTheirWay : undefined}>
          {props.withTime ? (
            <DayAndTime {...props} calendar={calendar} />
          ) : (
            <DatePicker {...calendar} value={value ?? null} onChange={(day) => day && props.onPick(day)} />
          )}
        </div>
      </FocusTrap>
    </DatesProvider>
  );
}

/** "07:05" of a calendar's "2026-11-27 07:05:00", and midnight without one. */
const timeOf = (value: string | undefined): TimeOfDay => ({
  hours: Number(value?.slice(11, 13) ?? 0),
  minutes: Number(value?.slice(14, 16) ?? 0),
});

/** A time of day as the calendar writes it after the day: " 07:05:00". */
const clockText = ({ hours, minutes }: TimeOfDay) =>
  ` ${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;

/** A day, then its time of day, taken together with the tick: picking the day alone keeps the time shown. */
function DayAndTime({ value, onPick, calendar }: PickerCalendarProps & { calendar: Calendar }) {
  const { t } = useTranslation();
  const [day, setDay] = useState<string | null>(value?.slice(0, 10) ?? null);
  const [time, setTime] = useState(() => timeOf(value));
  const done = useRef<HTMLButtonElement>(null);
  return (
    <Stack gap="sm">
      <DatePicker {...calendar} value={day} onChange={setDay} />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <TimeOfDayFields value={time} onChange={setTime} clock={CLOCK} next={done} />
        <ActionIcon
          ref={done}
          variant="default"
          size="input-sm"
          aria-label={t('dayInput.done')}
          disabled={!day}
          onClick={() => day && onPick(day + clockText(time))}
        >
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
