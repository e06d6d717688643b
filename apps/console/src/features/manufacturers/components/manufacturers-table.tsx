import { Group, Table, Text } from '@mantine/core';
import type { Manufacturer, Pagination } from '@radiant/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '@/components/lists/confirm-delete';
import { type ListQueryState, ListTable } from '@/components/lists/list-table';
import { RowAction } from '@/components/lists/row-action';
import { StatusSwitch } from '@/components/lists/status-switch';
import { formatCount } from '@/lib/format';
import { useDeleteManufacturer } from '../api/delete-manufacturer';
import { useToggleManufacturerStatus } from '../api/toggle-manufacturer-status';
import { ManufacturerLogo } from './manufacturer-logo';
import { WebsiteLink } from './website-link';

type ManufacturersTableProps = {
  query: ListQueryState & { data?: { manufacturers: Manufacturer[]; pagination: Pagination } };
  empty: ReactNode;
  onEdit: (id: number) => void;
};

const COLUMNS = ['manufacturer', 'website', 'models', 'radiators', 'status', 'actions'] as const;

export function ManufacturersTable({ query, empty, onEdit }: ManufacturersTableProps) {
  const { t } = useTranslation();
  const toggleStatus = useToggleManufacturerStatus();
  const deleteManufacturer = useDeleteManufacturer();
  const [doomed, setDoomed] = useState<Manufacturer>();
  const manufacturers = query.data?.manufacturers ?? [];

  return (
    <>
      <ListTable
        label={t('manufacturers.tableLabel')}
        headers={COLUMNS.map((column) => t(`manufacturers.columns.${column}`))}
        minWidth={860}
        query={query}
        isEmpty={manufacturers.length === 0}
        empty={empty}
      >
        {manufacturers.map((manufacturer) => (
          <Table.Tr key={manufacturer.id}>
            <Table.Td>
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
            </Table.Td>
            <Table.Td>
              <WebsiteLink url={manufacturer.website} />
            </Table.Td>
            <Table.Td>{formatCount(manufacturer.models.length)}</Table.Td>
            <Table.Td>{formatCount(manufacturer.radiators_installed)}</Table.Td>
            <Table.Td>
              <StatusSwitch
                name={manufacturer.title}
                active={manufacturer.status === 1}
                pending={toggleStatus.isPending && toggleStatus.variables?.id === manufacturer.id}
                onToggle={() => toggleStatus.mutate(manufacturer)}
              />
            </Table.Td>
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <RowAction
                  label={t('manufacturers.editOf', { title: manufacturer.title })}
                  icon={<IconPencil size={18} />}
                  onClick={() => onEdit(manufacturer.id)}
                />
                <RowAction
                  label={t('manufacturers.deleteOf', { title: manufacturer.title })}
                  icon={<IconTrash size={18} />}
                  color="red"
                  onClick={() => setDoomed(manufacturer)}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ConfirmDelete
        name={doomed?.title}
        title={t('manufacturers.deleteTitle')}
        message={t('manufacturers.deleteMessage', { title: doomed?.title })}
        pending={deleteManufacturer.isPending}
        onClose={() => setDoomed(undefined)}
        onConfirm={() =>
          doomed && deleteManufacturer.mutate(doomed.id, { onSettled: () => setDoomed(undefined) })
        }
      />
    </>
  );
}
