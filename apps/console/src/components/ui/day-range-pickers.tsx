import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '@/lib/day-range';

/** From and to which day (both included), each bounded by the other. */
export function DayRangePickers({
  range,
  onChange,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="date"
        label={t('dayRange.from')}
        value={range.from}
        max={range.to}
        onChange={(event) =>
          event.currentTarget.value && onChange({ ...range, from: event.currentTarget.value })
        }
        w={170}
      />
      <TextInput
        type="date"
        label={t('dayRange.to')}
        value={range.to}
        min={range.from}
        onChange={(event) =>
          event.currentTarget.value && onChange({ ...range, to: event.currentTarget.value })
        }
        w={170}
      />
    </>
  );
}
