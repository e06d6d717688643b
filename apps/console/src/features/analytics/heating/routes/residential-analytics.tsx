import '@mantine/charts/styles.css';
import { Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { useHeating } from '../api/heating';
import { HeatingReport } from '../components/heating-report';
import { PeriodPickers } from '../components/period-pickers';
import { UserPicker } from '../components/user-picker';
import { type HeatingSearch, parseHeatingSearch, withHeatingSearch } from '../lib/heating-search';

/** Heating of the fleet or of one residential user over a day, week, month or year. */
export default function ResidentialAnalyticsScreen() {
  const { t } = useTranslation('analytics/heating');
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
        <HeatingReport heating={heating} failed={t('failed')} />
      </Stack>
    </>
  );
}
