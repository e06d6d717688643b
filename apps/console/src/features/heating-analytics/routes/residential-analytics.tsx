import '@mantine/charts/styles.css';
import '@mantine/core/styles/Skeleton.css';
import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { ListError } from '@/components/lists/list-error';
import { useHeating } from '../api/heating';
import { BucketsTable } from '../components/buckets-table';
import { HeatingCharts } from '../components/heating-charts';
import { HeatingTotals } from '../components/heating-totals';
import { PeriodPickers } from '../components/period-pickers';
import { UserPicker } from '../components/user-picker';
import { type HeatingSearch, parseHeatingSearch, withHeatingSearch } from '../lib/heating-search';

/** Heating of the fleet or of one residential user over a day, week, month or year. */
export default function ResidentialAnalyticsScreen() {
  const { t } = useTranslation('heatingAnalytics');
  const [params, setParams] = useSearchParams();
  const search = parseHeatingSearch(params);
  const heating = useHeating(search);
  const change = (next: Partial<HeatingSearch>) => setParams(withHeatingSearch(params, next));

  return (
    <>
      <PageHeader title={t('residential.title')} subtitle={t('residential.subtitle')} />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md">
          <Group gap="md" align="end" wrap="wrap">
            <UserPicker userId={search.userId} onChange={(userId) => change({ userId })} />
            <PeriodPickers search={search} onChange={change} />
          </Group>
        </Paper>
        {heating.isError ? (
          <ListError
            title={t('failed')}
            onRetry={() => void heating.refetch()}
            retrying={heating.isFetching}
          />
        ) : heating.data ? (
          <Stack
            gap="lg"
            aria-busy={heating.isPlaceholderData}
            style={{ opacity: heating.isPlaceholderData ? 0.6 : 1 }}
          >
            <HeatingTotals totals={heating.data.totals} />
            <HeatingCharts analytics={heating.data} />
            <BucketsTable analytics={heating.data} />
          </Stack>
        ) : (
          <Stack gap="md" aria-busy>
            <Skeleton h={96} radius="lg" />
            <Skeleton h={300} radius="lg" />
          </Stack>
        )}
      </Stack>
    </>
  );
}
