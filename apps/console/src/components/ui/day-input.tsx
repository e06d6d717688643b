import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';
import { parseTypedDay } from '@/lib/typed-day';
import classes from './day-input.module.css';

type DayInputProps = {
  label: string;
  description?: string;
  /** The day as YYYY-MM-DD; none leaves the field empty. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  min?: string;
  max?: string;
  /** Whether emptying the field takes the day away (a filter's); otherwise the day shown stays. */
  clearable?: boolean;
  w?: TextInputProps['w'];
};

const EXAMPLE_DAY = '2025-03-14';

/**
 * A day shown as the tables show days ("3 Mar 2025"), typed or picked from the browser's calendar. A native
 * date field would show the browser's own format instead: month first in the US.
 */
export function DayInput({ label, description, value, onChange, min, max, clearable, w }: DayInputProps) {
  const { t } = useTranslation();
  const shown = value ? formatDay(value) : '';
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string>();
  const calendar = useRef<HTMLInputElement>(null);
  // A day set from elsewhere (the calendar, the address, a cleared filter) replaces what was typed.
  useEffect(() => {
    setText(shown);
    setError(undefined);
  }, [shown]);

  const problemWith = (day: string | undefined) => {
    if (!day) return t('dayInput.unreadable', { example: formatDay(EXAMPLE_DAY) });
    if (min && day < min) return t('dayInput.tooEarly', { day: formatDay(min) });
    if (max && day > max) return t('dayInput.tooLate', { day: formatDay(max) });
    return undefined;
  };

  const commit = () => {
    if (!text.trim()) {
      if (clearable) onChange(undefined);
      else setText(shown);
      return;
    }
    const day = parseTypedDay(text);
    const problem = problemWith(day);
    setError(problem);
    if (problem || !day) return;
    setText(formatDay(day));
    if (day !== value) onChange(day);
  };

  return (
    <TextInput
      label={label}
      description={description}
      value={text}
      error={error}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      w={w}
      rightSectionPointerEvents="all"
      rightSection={
        <span className={classes.calendar}>
          <input
            ref={calendar}
            type="date"
            className={classes.native}
            tabIndex={-1}
            aria-hidden
            value={value ?? ''}
            min={min}
            max={max}
            onChange={(event) => {
              const picked = event.currentTarget.value;
              if (picked || clearable) onChange(picked || undefined);
            }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('dayInput.choose', { label })}
            onClick={() => calendar.current?.showPicker()}
          >
            <IconCalendar size={16} aria-hidden />
          </ActionIcon>
        </span>
      }
    />
  );
}
