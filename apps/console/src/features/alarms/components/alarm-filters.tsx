import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import { ALARM_RULES, ALARM_SEVERITIES, ALARM_STATUSES } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/lists/filter-bar';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { type AlarmsAddress, OPEN_STATUSES } from '../lib/alarms-address';

type AlarmFiltersProps = {
  address: AlarmsAddress;
  onChange: (change: Partial<AlarmsAddress>) => void;
  filtered: boolean;
};

/** Status, severity, rule and the days raised; each change reloads the list from its first alarms. */
export function AlarmFilters({ address, onChange, filtered }: AlarmFiltersProps) {
  const { t } = useTranslation('alarms');
  const options = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
    keys.map((key) => ({ value: key, label: label(key) }));
  return (
    <FilterBar
      filtered={filtered}
      onClear={() =>
        onChange({ status: OPEN_STATUSES, severity: [], rule: [], from: undefined, to: undefined })
      }
    >
      <MultiSelect
        label={t('filters.status')}
        placeholder={address.status.length ? undefined : t('filters.any')}
        data={options(ALARM_STATUSES, (status) => t(`statuses.${status}`))}
        value={address.status}
        onChange={(status) => onChange({ status: status as AlarmsAddress['status'] })}
        w={{ base: '100%', sm: 280 }}
      />
      <MultiSelect
        label={t('filters.severity')}
        placeholder={address.severity.length ? undefined : t('filters.any')}
        data={options(ALARM_SEVERITIES, (severity) => t(`severities.${severity}`))}
        value={address.severity}
        onChange={(severity) => onChange({ severity: severity as AlarmsAddress['severity'] })}
        w={{ base: '100%', sm: 200 }}
      />
      <MultiSelect
        label={t('filters.rule')}
        placeholder={address.rule.length ? undefined : t('filters.any')}
        data={options(ALARM_RULES, (rule) => t(`rules.${rule}`))}
        value={address.rule}
        onChange={(rule) => onChange({ rule: rule as AlarmsAddress['rule'] })}
        w={{ base: '100%', sm: 240 }}
      />
      <DayRangeFilter
        from={address.from}
        to={address.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        onChange={onChange}
      />
    </FilterBar>
  );
}
