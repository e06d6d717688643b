import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './picker-input.module.css';

/**
 * What a field picks: a day, or a day and a time. Values are strings that sort as their moments do
 * (YYYY-MM-DD, or ISO 8601 instants in UTC), so bounds compare as strings.
 */
export type PickerKind = {
  /** The browser's own picker, and its value for ours and back. */
  native: 'date' | 'datetime-local';
  toNative: (value: string) => string;
  fromNative: (picked: string) => string;
  /** As the tables show it, and as someone types it. */
  format: (value: string) => string;
  parse: (text: string) => string | undefined;
  example: string;
  words: {
    choose: 'dayInput.choose' | 'dayInput.chooseTime';
    unreadable: 'dayInput.unreadable' | 'dayInput.unreadableTime';
  };
};

export type PickerInputProps = {
  label: string;
  description?: string;
  /** The value; none leaves the field empty. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
  /** Whether emptying the field takes the value away (a filter's); otherwise the value shown stays. */
  clearable?: boolean;
  error?: string;
  w?: TextInputProps['w'];
};

/**
 * A day (and time) shown as the tables show them ("3 Mar 2025, 07:05"), typed or picked from the browser's
 * own calendar. A native field would show the browser's own format instead: month first in the US.
 */
export function PickerInput({ kind, ...props }: PickerInputProps & { kind: PickerKind }) {
  const { label, description, value, onChange, min, max, clearable, w } = props;
  const { t } = useTranslation();
  const shown = value ? kind.format(value) : '';
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string>();
  const calendar = useRef<HTMLInputElement>(null);
  // A value set from elsewhere (the calendar, the address, a cleared filter) replaces what was typed.
  useEffect(() => {
    setText(shown);
    setError(undefined);
  }, [shown]);

  const problemWith = (typed: string | undefined) => {
    if (!typed) return t(kind.words.unreadable, { example: kind.format(kind.example) });
    if (min && typed < min) return t('dayInput.tooEarly', { day: kind.format(min) });
    if (max && typed > max) return t('dayInput.tooLate', { day: kind.format(max) });
    return undefined;
  };

  const commit = () => {
    if (!text.trim()) {
      if (clearable) onChange(undefined);
      else setText(shown);
      return;
    }
    const typed = kind.parse(text);
    const problem = problemWith(typed);
    setError(problem);
    if (problem || !typed) return;
    setText(kind.format(typed));
    if (typed !== value) onChange(typed);
  };

  return (
    <TextInput
      label={label}
      description={description}
      value={text}
      error={error ?? props.error}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      w={w}
      rightSectionPointerEvents="all"
      rightSection={
        <span className={classes.calendar}>
          <input
            ref={calendar}
            type={kind.native}
            className={classes.native}
            tabIndex={-1}
            aria-hidden
            value={value ? kind.toNative(value) : ''}
            min={min && kind.toNative(min)}
            max={max && kind.toNative(max)}
            onChange={(event) => {
              const picked = event.currentTarget.value;
              if (picked || clearable) onChange(picked ? kind.fromNative(picked) : undefined);
            }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t(kind.words.choose, { label })}
            onClick={() => calendar.current?.showPicker()}
          >
            <IconCalendar size={16} aria-hidden />
          </ActionIcon>
        </span>
      }
    />
  );
}
