import '@mantine/charts/styles.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Skeleton.css';
import { Group, Paper, Select, Skeleton, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListError } from '@/components/lists/list-error';
import { DayRangePickers } from '@/components/ui/day-range-pickers';
import { KeptWhileLoading } from '@/components/ui/kept-while-loading';
import { useClientRadiators, useClientsReport } from '../api/insights';
import { ClientRadiators } from '../components/client-radiators';
import { ClientsRevenueChart } from '../components/clients-revenue-chart';
import { ClientsTable } from '../components/clients-table';
import { type CommercialSearch, parseCommercialSearch, withCommercialSearch } from '../lib/commercial-search';

const ALL = 'all';

/** Commercial clients side by side over a range of days, and one client's worst radiators. */
export default function CommercialAnalyticsScreen() {
  const { t } = useTranslation('analytics/insight');
  const [params, setParams] = useSearchParams();
  const search = parseCommercialSearch(params);
  const report = useClientsReport(search);
  const radiators = useClientRadiators(search.clientId, search);
  const change = (next: Partial<CommercialSearch>) => setParams(withCommercialSearch(params, next));
  const clients = report.data?.clients ?? [];
  const picked = clients.find((client) => client.client_id === search.clientId);

  const content = () => {
    if (report.isError) {
      return (
        <ListError title={t('failed')} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      );
    }
    if (!report.data) {
      return (
        <Stack gap="md" aria-busy>
          <Skeleton h={260} radius="lg" />
          <Skeleton h={300} radius="lg" />
        </Stack>
      );
    }
    if (clients.length === 0) {
      return (
        <Paper withBorder radius="lg">
          <ListEmpty
            icon={<IconBuildingStore size={24} />}
            title={t('noClientsTitle')}
            description={t('noClientsDescription')}
          />
        </Paper>
      );
    }
    return (
      <KeptWhileLoading gap="lg" loading={report.isPlaceholderData}>
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
      </KeptWhileLoading>
    );
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md">
          <Group gap="md" align="end" wrap="wrap">
            <DayRangePickers range={search} onChange={change} />
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
          </Group>
        </Paper>
        {content()}
      </Stack>
    </>
  );
}
