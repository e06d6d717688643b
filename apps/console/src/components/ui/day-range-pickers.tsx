import { useTranslation } from 'react-i18next';
import type { DayRange } from '@/lib/day-range';
import { DayInput } from './day-input';

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
      <DayInput
        label={t('dayRange.from')}
        value={range.from}
        max={range.to}
        onChange={(from) => from && onChange({ ...range, from })}
        w={170}
      />
      <DayInput
        label={t('dayRange.to')}
        value={range.to}
        min={range.from}
        onChange={(to) => to && onChange({ ...range, to })}
        w={170}
      />
    </>
  );
}
