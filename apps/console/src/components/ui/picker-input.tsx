import { ActionIcon, Loader, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadCalendar = () => import('./picker-calendar');
const PickerCalendar = lazy(loadCalendar);
/** Fetches the calendar's code ahead; a failure is left for opening the calendar to meet and show. */
const preloadCalendar = () => {
  loadCalendar().catch(() => undefined);
};

/**
 * What a field picks: a day, or a day and a time. Values are strings that sort as their moments do
 * (YYYY-MM-DD, or ISO 8601 instants in UTC), so bounds compare as strings.
 */
export type PickerKind = {
  /** Whether the calendar takes a time of day too. */
  withTime: boolean;
  /** The value as the calendar takes it ("2026-11-27", with " 07:05:00" for a time), and back. */
  toPicked: (value: string) => string;
  fromPicked: (picked: string) => string;
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
 * A day (and time) shown as the tables show them ("3 Mar 2025, 07:05"), typed or picked from a calendar in the
 * console's language. The browser's own field and calendar would speak the browser's language instead.
 */
export function PickerInput({ kind, ...props }: PickerInputProps & { kind: PickerKind }) {
  const { label, description, value, onChange, min, max, clearable, w } = props;
  const { t } = useTranslation();
  const shown = value ? kind.format(value) : '';
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState(false);
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

  /** A value typed or picked: kept if it can be, else the field says why. */
  const take = (taken: string | undefined) => {
    const problem = problemWith(taken);
    setError(problem);
    if (problem || !taken) return;
    setText(kind.format(taken));
    if (taken !== value) onChange(taken);
  };

  const commit = () => {
    if (text.trim()) take(kind.parse(text));
    else if (clearable) onChange(undefined);
    else setText(shown);
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
        <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" returnFocus>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t(kind.words.choose, { label })}
              onClick={() => setOpened((open) => !open)}
              // The calendar's code comes as the pointer or the focus nears its button, before it is pressed.
              onPointerEnter={preloadCalendar}
              onFocus={preloadCalendar}
            >
              <IconCalendar size={16} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          {/* Named by its button, as Mantine links them. */}
          <Popover.Dropdown>
            <Suspense fallback={<Loader size="sm" />}>
              <PickerCalendar
                withTime={kind.withTime}
                value={value && kind.toPicked(value)}
                min={min && kind.toPicked(min)}
                max={max && kind.toPicked(max)}
                onPick={(picked) => {
                  setOpened(false);
                  take(kind.fromPicked(picked));
                }}
              />
            </Suspense>
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
