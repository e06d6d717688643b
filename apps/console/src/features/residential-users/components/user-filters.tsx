import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClientSelect } from '@/components/forms/client-select';
import { FilterBar } from '@/components/lists/filter-bar';
import { DayRangeFilter, HALF_ROW_FILTER } from '@/components/ui/day-range-filter';
import { usePlanOptions } from '../api/get-users';
import type { UsersAddress } from '../lib/users-address';

type UserFiltersProps = {
  address: UsersAddress;
  onChange: (change: Partial<UsersAddress>) => void;
  onClear: () => void;
  filtered: boolean;
};

const idOrUndefined = (value: string | null) => (value ? Number(value) : undefined);

/** Status, plan and sign-up range; each change reloads the list from its first page. */
export function UserFilters({ address, onChange, onClear, filtered }: UserFiltersProps) {
  const { t } = useTranslation('residentialUsers');
  const plans = usePlanOptions();
  return (
    <FilterBar filtered={filtered} onClear={onClear}>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.any')}
        data={[
          { value: '1', label: t('filters.active') },
          { value: '0', label: t('filters.inactive') },
        ]}
        value={address.status === undefined ? null : String(address.status)}
        onChange={(value) => onChange({ status: value === null ? undefined : (Number(value) as 0 | 1) })}
        clearable
        w={{ ...HALF_ROW_FILTER, sm: 150 }}
      />
      <Select
        label={t('filters.plan')}
        placeholder={t('filters.any')}
        data={(plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.title }))}
        value={address.plan === undefined ? null : String(address.plan)}
        onChange={(value) => onChange({ plan: idOrUndefined(value) })}
        clearable
        searchable
        w={{ ...HALF_ROW_FILTER, sm: 190 }}
      />
      <ClientSelect
        label={t('filters.client')}
        placeholder={t('filters.any')}
        value={address.client}
        onChange={(client) => onChange({ client })}
        clearable
        nothingFoundMessage={t('filters.noClient')}
        w={{ ...HALF_ROW_FILTER, sm: 220 }}
      />
      <DayRangeFilter
        from={address.from}
        to={address.to}
        labels={{ from: t('filters.signedUpFrom'), to: t('filters.signedUpTo') }}
        onChange={onChange}
      />
    </FilterBar>
  );
}
