import { useTranslation } from 'react-i18next';
import { ClientSelect } from '@/components/forms/client-select';
import { FilterBar } from '@/components/lists/filter-bar';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { type DampAddress, isFiltered } from '../lib/damp-address';

type DampFiltersProps = { address: DampAddress; onChange: (change: Partial<DampAddress>) => void };

/** Whose homes and which days; the bands are chosen by the counts above the list. */
export function DampFilters({ address, onChange }: DampFiltersProps) {
  const { t } = useTranslation('analytics/damp');
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
      <DayRangeFilter
        from={address.from}
        to={address.to}
        labels={{ from: t('filters.from'), to: t('filters.to') }}
        onChange={onChange}
      />
    </FilterBar>
  );
}
