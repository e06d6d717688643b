import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { CASE_HAZARDS, CASE_STATUSES } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/lists/filter-bar';
import { useClientOptions, useOwnerOptions } from '../api/case-options';
import { type CasesAddress, DUE_FILTERS } from '../lib/cases-address';

type CaseFiltersProps = {
  address: CasesAddress;
  onChange: (change: Partial<CasesAddress>) => void;
  filtered: boolean;
};

/** "Not closed" is the list's default: the status picker keeps it as no value in the address. */
const NOT_CLOSED = 'not_closed';
const idOf = (value: string | null) => (value ? Number(value) : undefined);

/** Status, hazard, client, owner and how near the next deadline is; each change reloads the list. */
export function CaseFilters({ address, onChange, filtered }: CaseFiltersProps) {
  const { t } = useTranslation('cases');
  const clients = useClientOptions().data ?? [];
  const owners = useOwnerOptions();
  return (
    <FilterBar
      filtered={filtered}
      onClear={() =>
        onChange({
          status: undefined,
          hazard: undefined,
          client: undefined,
          owner: undefined,
          home: undefined,
          due: undefined,
        })
      }
    >
      <Select
        label={t('filters.status')}
        data={[
          { value: NOT_CLOSED, label: t('filters.notClosed') },
          ...CASE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          { value: 'all', label: t('filters.anyStatus') },
        ]}
        value={address.status ?? NOT_CLOSED}
        allowDeselect={false}
        onChange={(status) =>
          onChange({ status: status === NOT_CLOSED ? undefined : (status as CasesAddress['status']) })
        }
        w={{ base: '100%', sm: 170 }}
      />
      <Select
        label={t('filters.hazard')}
        placeholder={t('filters.any')}
        data={CASE_HAZARDS.map((hazard) => ({ value: hazard, label: t(`hazards.${hazard}`) }))}
        value={address.hazard ?? null}
        clearable
        onChange={(hazard) => onChange({ hazard: (hazard ?? undefined) as CasesAddress['hazard'] })}
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label={t('filters.client')}
        placeholder={t('filters.any')}
        data={
          address.client === undefined || clients.some((client) => client.value === String(address.client))
            ? clients
            : [...clients, { value: String(address.client), label: `#${address.client}` }]
        }
        value={address.client === undefined ? null : String(address.client)}
        searchable
        clearable
        onChange={(client) => onChange({ client: idOf(client) })}
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label={t('filters.owner')}
        placeholder={t('filters.any')}
        data={
          address.owner === undefined || owners.some((owner) => owner.value === String(address.owner))
            ? owners
            : [...owners, { value: String(address.owner), label: `#${address.owner}` }]
        }
        value={address.owner === undefined ? null : String(address.owner)}
        clearable
        onChange={(owner) => onChange({ owner: idOf(owner) })}
        w={{ base: '100%', sm: 200 }}
      />
      <Select
        label={t('filters.due')}
        placeholder={t('filters.any')}
        data={DUE_FILTERS.map((due) => ({ value: due, label: t(`filters.${due}`) }))}
        value={address.due ?? null}
        clearable
        onChange={(due) => onChange({ due: (due ?? undefined) as CasesAddress['due'] })}
        w={{ base: '100%', sm: 190 }}
      />
    </FilterBar>
  );
}
