import { Group, Text } from '@mantine/core';
import type { Manufacturer } from '@radiant/contract';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { formatCount } from '@/lib/format';
import { useDeleteManufacturer } from '../api/delete-manufacturer';
import { useToggleManufacturerStatus } from '../api/toggle-manufacturer-status';
import { ManufacturerLogo } from './manufacturer-logo';
import { WebsiteLink } from './website-link';

type ManufacturersTableProps = {
  query: ListQueryState & { data?: { manufacturers: Manufacturer[] } };
  empty: ReactNode;
  onEdit: (id: number) => void;
};

export function ManufacturersTable({ query, empty, onEdit }: ManufacturersTableProps) {
  const { t } = useTranslation('manufacturers');
  const toggleStatus = useToggleManufacturerStatus();
  const deleteManufacturer = useDeleteManufacturer();

  return (
    <RecordTable
      label={t('manufacturers.tableLabel')}
      minWidth={860}
      query={query}
      records={query.data?.manufacturers ?? []}
      empty={empty}
      nameOf={(manufacturer) => manufacturer.title}
      columns={[
        {
          header: t('manufacturers.columns.manufacturer'),
          cell: (manufacturer) => (
            <Group gap="sm" wrap="nowrap">
              <ManufacturerLogo manufacturer={manufacturer} />
              <div>
                <Text fw={600} fz="sm">
                  {manufacturer.title}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={1} maw={280}>
                  {manufacturer.info}
                </Text>
              </div>
            </Group>
          ),
        },
        {
          header: t('manufacturers.columns.website'),
          cell: (manufacturer) => <WebsiteLink url={manufacturer.website} />,
        },
        {
          header: t('manufacturers.columns.models'),
          cell: (manufacturer) => formatCount(manufacturer.models.length),
        },
        {
          header: t('manufacturers.columns.radiators'),
          cell: (manufacturer) => formatCount(manufacturer.radiators_installed),
        },
      ]}
      status={{ header: t('manufacturers.columns.status'), toggle: toggleStatus }}
      actions={(manufacturer) => (
        <RowAction
          label={t('manufacturers.editOf', { title: manufacturer.title })}
          icon={<IconPencil size={18} />}
          onClick={() => onEdit(manufacturer.id)}
        />
      )}
      remove={{
        label: (manufacturer) => t('manufacturers.deleteOf', { title: manufacturer.title }),
        question: t('manufacturers.deleteTitle'),
        message: (manufacturer) => t('manufacturers.deleteMessage', { title: manufacturer.title }),
        mutation: deleteManufacturer,
      }}
    />
  );
}
