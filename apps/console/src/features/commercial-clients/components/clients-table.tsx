import { Group } from '@mantine/core';
import type { CommercialClient } from '@radiant/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordLink } from '@/components/lists/record-link';
import { RecordTable } from '@/components/lists/record-table';
import { formatCount, formatDate } from '@/lib/format';
import { ColorSwatch } from './color-swatch';

type ClientsTableProps = {
  query: ListQueryState & { data?: { clients: CommercialClient[] } };
  empty: ReactNode;
  /** The address that opens a client's details over the list. */
  detailsOf: (id: number) => string;
};

export function ClientsTable({ query, empty, detailsOf }: ClientsTableProps) {
  const { t } = useTranslation('commercialClients');
  return (
    <RecordTable
      label={t('clients.tableLabel')}
      minWidth={900}
      query={query}
      records={query.data?.clients ?? []}
      empty={empty}
      nameOf={(client) => client.business_name}
      columns={[
        {
          header: t('clients.columns.business'),
          cell: (client) => (
            <Group gap="sm" wrap="nowrap">
              <ColorSwatch color={client.primary_color} size={18} />
              <RecordLink
                to={detailsOf(client.id)}
                label={t('clients.detailsOf', { name: client.business_name })}
              >
                {client.business_name}
              </RecordLink>
            </Group>
          ),
        },
        { header: t('clients.columns.trading'), cell: (client) => client.last_name },
        { header: t('clients.columns.email'), cell: (client) => client.email },
        { header: t('clients.columns.city'), cell: (client) => client.city },
        { header: t('clients.columns.residents'), cell: (client) => formatCount(client.residential_users) },
        { header: t('clients.columns.created'), cell: (client) => formatDate(client.created_at) },
      ]}
    />
  );
}
