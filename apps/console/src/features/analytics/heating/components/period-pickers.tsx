import '@mantine/core/styles/SegmentedControl.css';
import { Group, SegmentedControl, Select } from '@mantine/core';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  DAY_MS,
  fromIsoWeekDate,
  isoWeeksIn,
} from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/ui/day-input';
import {
  dayOfIsoWeekDate,
  FIRST_PICKED_YEAR,
  type HeatingSearch,
  isoWeekDateOfDay,
} from '../lib/heating-search';

type PeriodPickersProps = { search: HeatingSearch; onChange: (change: Partial<HeatingSearch>) => void };

const monthName = new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The period and, for it, the year, month, ISO week or day: what the figures cover. */
export function PeriodPickers({ search, onChange }: PeriodPickersProps) {
  const { t } = useTranslation('analytics/heating');
  const years = range(FIRST_PICKED_YEAR, new Date().getUTCFullYear()).reverse();
  const weekLabel = (week: number) => {
    const monday = fromIsoWeekDate(search.year, week);
    const sunday = new Date(monday.getTime() + 6 * DAY_MS);
    return t('weekOf', { week, from: shortDay.format(monday), to: shortDay.format(sunday) });
  };
  return (
    <Group gap="md" align="end" wrap="wrap">
      <SegmentedControl
        aria-label={t('period')}
        value={search.period}
        onChange={(period) => onChange({ period: period as AnalyticsPeriod })}
        data={ANALYTICS_PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
      />
      {search.period !== 'daily' && (
        <Select
          label={t('year')}
          data={years.map(String)}
          value={String(search.year)}
          onChange={(year) => year && onChange({ year: Number(year) })}
          allowDeselect={false}
          w={110}
        />
      )}
      {search.period === 'monthly' && (
        <Select
          label={t('month')}
          data={range(1, 12).map((month) => ({
            value: String(month),
            label: monthName.format(new Date(Date.UTC(2000, month - 1, 1))),
          }))}
          value={String(search.month)}
          onChange={(month) => month && onChange({ month: Number(month) })}
          allowDeselect={false}
          w={150}
        />
      )}
      {search.period === 'weekly' && (
        <Select
          label={t('week')}
          data={range(1, isoWeeksIn(search.year)).map((week) => ({
            value: String(week),
            label: weekLabel(week),
          }))}
          value={String(search.week)}
          onChange={(week) => week && onChange({ week: Number(week) })}
          allowDeselect={false}
          searchable
          w={230}
        />
      )}
      {search.period === 'daily' && (
        <DayInput
          label={t('day')}
          description={t('isoWeekDate', { date: search.date })}
          value={dayOfIsoWeekDate(search.date)}
          onChange={(day) => day && onChange({ date: isoWeekDateOfDay(day) })}
          w={190}
        />
      )}
    </Group>
  );
}
