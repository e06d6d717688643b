import '@mantine/charts/styles.css';
import '@mantine/core/styles/Skeleton.css';
import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconFlame, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListError } from '@/components/lists/list-error';
import { DayRangePickers } from '@/components/ui/day-range-pickers';
import { KeptWhileLoading } from '@/components/ui/kept-while-loading';
import { useRoomsUsage } from '../api/rooms-usage';
import { RadiatorsTable, RoomsTable } from '../components/room-usage-tables';
import { RoomsEnergyChart } from '../components/rooms-energy-chart';
import { UserPicker } from '../components/user-picker';
import { parseRoomsSearch, type RoomsSearch, withRoomsSearch } from '../lib/rooms-search';

/** A residential user's rooms and radiators over a range of days (the rooms-radiator-usage call). */
export default function RoomsAnalyticsScreen() {
  const { t } = useTranslation('analytics/heating');
  const [params, setParams] = useSearchParams();
  const search = parseRoomsSearch(params);
  const usage = useRoomsUsage(search);
  const change = (next: Partial<RoomsSearch>) => setParams(withRoomsSearch(params, next));

  return (
    <>
      <PageHeader title={t('roomsScreen.title')} subtitle={t('roomsScreen.subtitle')} />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md">
          <Group gap="md" align="end" wrap="wrap">
            <UserPicker userId={search.userId} onChange={(userId) => change({ userId })} withFleet={false} />
            <DayRangePickers range={search} onChange={change} />
          </Group>
        </Paper>
        {search.userId === undefined ? (
          <Paper withBorder radius="lg">
            <ListEmpty
              icon={<IconUserSearch size={24} />}
              title={t('roomsScreen.pickTitle')}
              description={t('roomsScreen.pickDescription')}
            />
          </Paper>
        ) : usage.isError ? (
          <ListError
            title={t('roomsScreen.failed')}
            onRetry={() => void usage.refetch()}
            retrying={usage.isFetching}
          />
        ) : !usage.data ? (
          <Stack gap="md" aria-busy>
            <Skeleton h={220} radius="lg" />
            <Skeleton h={260} radius="lg" />
          </Stack>
        ) : usage.data.length === 0 ? (
          <Paper withBorder radius="lg">
            <ListEmpty
              icon={<IconFlame size={24} />}
              title={t('roomsScreen.noRoomsTitle')}
              description={t('roomsScreen.noRoomsDescription')}
            />
          </Paper>
        ) : (
          <KeptWhileLoading gap="lg" loading={usage.isPlaceholderData}>
            <RoomsEnergyChart rooms={usage.data} />
            <RoomsTable userId={search.userId} rooms={usage.data} />
            <RadiatorsTable rooms={usage.data} />
          </KeptWhileLoading>
        )}
      </Stack>
    </>
  );
}
