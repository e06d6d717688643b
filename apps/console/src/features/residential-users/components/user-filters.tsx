import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ClientSelect } from '@/components/forms/client-select';
import { DayInput } from '@/components/ui/day-input';
import { usePlanOptions } from '../api/get-users';
import type { UsersAddress } from '../lib/users-address';

type UserFiltersProps = {
  address: UsersAddress;
  onChange: (change: Partial<UsersAddress>) => void;
  onClear: () => void;
  filtered: boolean;
};

// Two filters a row on phones, each its own width beside the others from `sm` up.
const HALF = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)' };

const idOrUndefined = (value: string | null) => (value ? Number(value) : undefined);

/** Status, plan and sign-up range; each change reloads the list from its first page. */
export function UserFilters({ address, onChange, onClear, filtered }: UserFiltersProps) {
  const { t } = useTranslation('residentialUsers');
  const plans = usePlanOptions();
  return (
    <Group gap="sm" align="flex-end" mb="md">
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
        w={{ ...HALF, sm: 150 }}
      />
      <Select
        label={t('filters.plan')}
        placeholder={t('filters.any')}
        data={(plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.title }))}
        value={address.plan === undefined ? null : String(address.plan)}
        onChange={(value) => onChange({ plan: idOrUndefined(value) })}
        clearable
        searchable
        w={{ ...HALF, sm: 190 }}
      />
      <ClientSelect
        label={t('filters.client')}
        placeholder={t('filters.any')}
        value={address.client}
        onChange={(client) => onChange({ client })}
        clearable
        nothingFoundMessage={t('filters.noClient')}
        w={{ ...HALF, sm: 220 }}
      />
      <DayInput
        label={t('filters.signedUpFrom')}
        value={address.from}
        max={address.to}
        onChange={(from) => onChange({ from })}
        clearable
        w={{ ...HALF, sm: 170 }}
      />
      <DayInput
        label={t('filters.signedUpTo')}
        value={address.to}
        min={address.from}
        onChange={(to) => onChange({ to })}
        clearable
        w={{ ...HALF, sm: 170 }}
      />
      {filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
