import '@mantine/core/styles/Combobox.css';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@radiant/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearFilters } from '@/components/lists/filter-bar';
import { SEARCH_DEBOUNCE_MS } from '@/components/lists/search-field';
import { HALF_ROW_FILTER } from '@/components/ui/day-range-filter';
import { InstantInput } from '@/components/ui/instant-input';
import { useActorOptions } from '../api/get-audit-log';
import { type AuditAddress, isBackward, isFiltered, NO_FILTERS } from '../lib/audit-address';

type AuditFiltersProps = { address: AuditAddress; onChange: (change: Partial<AuditAddress>) => void };

/** The record id, asked for once the owner pauses typing; it follows the address on back and forward. */
function EntityIdField({
  value,
  entity,
  onChange,
}: {
  value?: string;
  entity?: AuditEntity;
  onChange: (id?: string) => void;
}) {
  const { t } = useTranslation('auditLog');
  const [text, setText] = useState(value ?? '');
  const commit = useDebouncedCallback((id: string) => onChange(id.trim() || undefined), SEARCH_DEBOUNCE_MS);
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <TextInput
      label={t('filters.entityId')}
      placeholder={entity ? t('filters.any') : undefined}
      description={entity ? undefined : t('filters.entityIdHint')}
      inputWrapperOrder={['label', 'input', 'description']}
      value={text}
      disabled={!entity}
      dir="ltr"
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={{ ...HALF_ROW_FILTER, sm: 150 }}
    />
  );
}

/** Who, which action, which record and when; each change reloads the log from its newest entry. */
export function AuditFilters({ address, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('auditLog');
  const admins = useActorOptions();
  const actors = (admins.data ?? []).map((admin) => ({
    value: String(admin.id),
    label: `${admin.first_name} ${admin.last_name}`.trim() || admin.email,
  }));
  // An actor from a shared link who is not on the team (a client's account) is still named.
  if (
    address.actor !== undefined &&
    admins.data &&
    !actors.some((actor) => actor.value === String(address.actor))
  )
    actors.unshift({
      value: String(address.actor),
      label: t('record', { entity: t('entities.user'), id: address.actor }),
    });

  return (
    <Stack gap="sm" mb="md">
      <Group gap="sm" align="flex-start">
        <Select
          label={t('filters.actor')}
          placeholder={t('filters.any')}
          data={actors}
          value={address.actor === undefined ? null : String(address.actor)}
          onChange={(value) => onChange({ actor: value ? Number(value) : undefined })}
          clearable
          searchable
          nothingFoundMessage={t('filters.noActor')}
          w={{ ...HALF_ROW_FILTER, sm: 220 }}
        />
        <Select
          label={t('filters.action')}
          placeholder={t('filters.any')}
          data={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
          value={address.action ?? null}
          onChange={(value) => onChange({ action: (value ?? undefined) as AuditAction | undefined })}
          clearable
          searchable
          w={{ ...HALF_ROW_FILTER, sm: 240 }}
        />
        <Select
          label={t('filters.entity')}
          placeholder={t('filters.any')}
          data={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`entities.${entity}`) }))}
          value={address.entity ?? null}
          onChange={(value) => onChange({ entity: (value ?? undefined) as AuditEntity | undefined })}
          clearable
          searchable
          w={{ ...HALF_ROW_FILTER, sm: 200 }}
        />
        <EntityIdField
          value={address.entityId}
          entity={address.entity}
          onChange={(entityId) => onChange({ entityId })}
        />
      </Group>
      <Group gap="sm" align="flex-start">
        <InstantInput
          label={t('filters.from')}
          value={address.from}
          max={address.to}
          onChange={(from) => onChange({ from })}
          clearable
          w={{ ...HALF_ROW_FILTER, sm: 220 }}
        />
        <InstantInput
          label={t('filters.to')}
          value={address.to}
          min={address.from}
          onChange={(to) => onChange({ to })}
          clearable
          error={isBackward(address) ? t('filters.backward') : undefined}
          w={{ ...HALF_ROW_FILTER, sm: 220 }}
        />
        {isFiltered(address) && (
          <ClearFilters onClear={() => onChange(NO_FILTERS)} mt={{ base: 0, sm: 25 }} />
        )}
      </Group>
    </Stack>
  );
}
