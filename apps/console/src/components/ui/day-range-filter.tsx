import { DayInput } from './day-input';

type DayRange = { from: string | undefined; to: string | undefined };

type DayRangeFilterProps = DayRange & {
  labels: { from: string; to: string };
  onChange: (change: Partial<DayRange>) => void;
};

/** A filter's width: two filters a row on phones, each its own width beside the others from `sm` up. */
export const HALF_ROW_FILTER = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)' };

/** A filter's first and last day, each bounding the other; emptying one takes that bound away. */
export function DayRangeFilter({ from, to, labels, onChange }: DayRangeFilterProps) {
  return (
    <>
      <DayInput
        label={labels.from}
        value={from}
        max={to}
        onChange={(day) => onChange({ from: day })}
        clearable
        w={{ ...HALF_ROW_FILTER, sm: 170 }}
      />
      <DayInput
        label={labels.to}
        value={to}
        min={from}
        onChange={(day) => onChange({ to: day })}
        clearable
        w={{ ...HALF_ROW_FILTER, sm: 170 }}
      />
    </>
  );
}
