import { useTranslation } from 'react-i18next';
import { DayInput } from './day-input';

type DayRange = { from: string | undefined; to: string | undefined };

type DayRangeFilterProps = DayRange & {
  /** "From" and "To" unless told otherwise ("Signed up from"). */
  labels?: { from: string; to: string };
  /** Both always hold a day (a report's range), rather than a list's filter that may be emptied. */
  required?: boolean;
  onChange: (change: Partial<DayRange>) => void;
};

/** A filter's width: two filters a row on phones, each its own width beside the others from `sm` up. */
export const HALF_ROW_FILTER = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)' };

/** A first and last day, each bounding the other; emptying a filter's takes that bound away. */
export function DayRangeFilter({ from, to, labels, required = false, onChange }: DayRangeFilterProps) {
  const { t } = useTranslation();
  const width = required ? 170 : { ...HALF_ROW_FILTER, sm: 170 };
  return (
    <>
      <DayInput
        label={labels?.from ?? t('dayRange.from')}
        value={from}
        max={to}
        onChange={(day) => onChange({ from: day })}
        clearable={!required}
        w={width}
      />
      <DayInput
        label={labels?.to ?? t('dayRange.to')}
        value={to}
        min={from}
        onChange={(day) => onChange({ to: day })}
        clearable={!required}
        w={width}
      />
    </>
  );
}
