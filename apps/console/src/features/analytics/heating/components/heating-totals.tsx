import type { HeatingAnalytics } from '@radiant/contract';
import { IconBolt, IconCash, IconClockHour4, IconSnowflake, IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatGrid } from '@/components/ui/stat-grid';
import { formatCount, formatCurrency, formatMeasure } from '@/lib/format';

/** The period's totals: energy, heating hours, temperatures, cost and kWh per degree-day. */
export function HeatingTotals({ totals }: { totals: HeatingAnalytics['totals'] }) {
  const { t } = useTranslation('analytics/heating');
  const celsius = (value: number | null) =>
    value === null ? '–' : t('celsius', { value: formatMeasure(value) });
  return (
    <StatGrid
      cols={{ base: 1, xs: 2, md: 3, xl: 5 }}
      stats={[
        {
          label: t('energy'),
          value: t('kwh', { value: formatCount(Math.round(totals.energy_kwh)) }),
          hint:
            totals.kwh_per_degree_day === null
              ? t('noDegreeDays')
              : t('perDegreeDay', { value: formatMeasure(totals.kwh_per_degree_day) }),
          icon: IconBolt,
        },
        {
          label: t('heatingHours'),
          value: formatCount(Math.round(totals.heating_hours)),
          hint: t('radiatorHours'),
          icon: IconClockHour4,
          color: 'orange',
        },
        {
          label: t('roomTemperature'),
          value: celsius(totals.room_c),
          hint: t('setpointWas', { value: celsius(totals.setpoint_c) }),
          icon: IconTemperature,
          color: 'blue',
        },
        {
          label: t('outdoor'),
          value: celsius(totals.outdoor_c),
          hint: t('degreeDays', { value: formatMeasure(totals.degree_days) }),
          icon: IconSnowflake,
          color: 'cyan',
        },
        {
          label: t('cost'),
          value: formatCurrency(totals.cost_gbp),
          hint: t('estimated'),
          icon: IconCash,
          color: 'teal',
        },
      ]}
    />
  );
}
