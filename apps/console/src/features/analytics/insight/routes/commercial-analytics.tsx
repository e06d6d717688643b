import '@mantine/charts/styles.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Skeleton.css';
import { Select, Skeleton, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FiguresContent } from '@/components/charts/figures-content';
import { FiguresScreen } from '@/components/layouts/figures-screen';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListError } from '@/components/lists/list-error';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { useAddress } from '@/lib/address-params';
import { useClientRadiators, useClientsReport } from '../api/insights';
import { ClientRadiators } from '../components/client-radiators';
import { ClientsRevenueChart } from '../components/clients-revenue-chart';
import { ClientsTable } from '../components/clients-table';
import { parseCommercialSearch, withCommercialSearch } from '../lib/commercial-search';

const ALL = 'all';

/** Commercial clients side by side over a range of days, and one client's worst radiators. */
export default function CommercialAnalyticsScreen() {
  const { t } = useTranslation('analytics/insight');
  const [search, change, params] = useAddress(parseCommercialSearch, withCommercialSearch);
  const report = useClientsReport(search);
  const radiators = useClientRadiators(search.clientId, search);
  const clients = report.data?.clients ?? [];
  const picked = clients.find((client) => client.client_id === search.clientId);

  const figures = (
    <FiguresContent
      query={report}
      failed={t('failed')}
      placeholders={[260, 300]}
      isEmpty={(data) => data.clients.length === 0}
      empty={
        <ListEmpty
          icon={<IconBuildingStore size={24} />}
          title={t('noClientsTitle')}
          description={t('noClientsDescription')}
          framed
        />
      }
    >
      {() => (
        <>
          <ClientsRevenueChart clients={clients} />
          <ClientsTable
            clients={clients}
            linkTo={(clientId) => `?${withCommercialSearch(params, { clientId })}`}
          />
          {picked && (
            <Stack gap="md">
              <Title order={2} fz="h4">
                {t('radiatorsOf', { client: picked.business_name })}
              </Title>
              {radiators.isError ? (
                <ListError
                  title={t('radiatorsFailed')}
                  onRetry={() => void radiators.refetch()}
                  retrying={radiators.isFetching}
                />
              ) : radiators.data ? (
                <ClientRadiators client={picked.business_name} report={radiators.data} />
              ) : (
                <Skeleton h={240} radius="lg" aria-busy />
              )}
            </Stack>
          )}
        </>
      )}
    </FiguresContent>
  );

  return (
    <FiguresScreen
      title={t('title')}
      subtitle={t('subtitle')}
      pickers={
        <>
          <DayRangeFilter from={search.from} to={search.to} required onChange={change} />
          <Select
            label={t('client')}
            data={[
              { value: ALL, label: t('allClients') },
              ...clients.map((client) => ({
                value: String(client.client_id),
                label: client.business_name,
              })),
            ]}
            value={search.clientId === undefined ? ALL : String(search.clientId)}
            onChange={(value) => change({ clientId: value && value !== ALL ? Number(value) : undefined })}
            allowDeselect={false}
            searchable
            miw={240}
            comboboxProps={{ shadow: 'md' }}
          />
        </>
      }
    >
      {figures}
    </FiguresScreen>
  );
}
