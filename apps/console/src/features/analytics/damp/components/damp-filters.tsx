import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { DAMP_WEEKS } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { ClientSelect } from '@/components/forms/client-select';
import { FilterBar } from '@/components/lists/filter-bar';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { type DampAddress, isFiltered, WEEK_CHOICES } from '../lib/damp-address';

type DampFiltersProps = { address: DampAddress; onChange: (change: Partial<DampAddress>) => void };

/** Whose homes, and which days for the list or how many weeks for the heatmap; bands are chosen by the counts. */
export function DampFilters({ address, onChange }: DampFiltersProps) {
  const { t } = useTranslation('analytics/damp');
  const weeks = address.weeks ?? DAMP_WEEKS.default;
  return (
    <FilterBar
      filtered={isFiltered(address)}
      onClear={() => onChange({ client: undefined, band: [], from: undefined, to: undefined })}
    >
      <ClientSelect
        label={t('filters.client')}
        placeholder={t('filters.allClients')}
        nothingFoundMessage={t('filters.noClient')}
        value={address.client}
        onChange={(client) => onChange({ client })}
        clearable
        w={{ base: '100%', sm: 260 }}
      />
      {address.view === 'weeks' ? (
        <Select
          label={t('filters.weeks')}
          data={[...new Set([...WEEK_CHOICES, weeks])]
            .sort((a, b) => a - b)
            .map((count) => ({ value: String(count), label: t('filters.weeksOf', { count }) }))}
          value={String(weeks)}
          onChange={(value) =>
            onChange({
              weeks: value === null || Number(value) === DAMP_WEEKS.default ? undefined : Number(value),
            })
          }
          allowDeselect={false}
          w={{ base: '100%', sm: 160 }}
        />
      ) : (
        <DayRangeFilter
          from={address.from}
          to={address.to}
          labels={{ from: t('filters.from'), to: t('filters.to') }}
          onChange={onChange}
        />
      )}
    </FilterBar>
  );
}
