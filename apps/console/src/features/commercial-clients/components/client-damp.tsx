import '@mantine/core/styles/Skeleton.css';
import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { DAMP_WINDOW_DAYS, RISK_BANDS } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '@/components/lists/list-error';
import { DampBand } from '@/components/slots/damp-band';
import { paths } from '@/config/screens';
import { formatCount } from '@/lib/format';
import { useClientDamp } from '../api/get-client-damp';

const BANDS = [...RISK_BANDS, null] as const;

/** The client's homes by damp band, and a link to them on the Damp & cold screen (filtered to the client). */
export function ClientDamp({ clientId }: { clientId: number }) {
  const { t } = useTranslation('commercialClients');
  const summary = useClientDamp(clientId);
  if (summary.isError) {
    return <ListError title={t('damp.failed')} onRetry={summary.refetch} retrying={summary.isRefetching} />;
  }
  if (!summary.data) return <Skeleton h={120} radius="lg" />;
  const counts = summary.data;
  const homes = BANDS.reduce((total, band) => total + counts[band ?? 'none'], 0);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="client-damp">
      <Title order={2} fz="h5" mb={4} id="client-damp">
        {t('damp.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('damp.hint', { days: DAMP_WINDOW_DAYS })}
      </Text>
      <Group
        component="ul"
        gap="lg"
        m={0}
        mb="sm"
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('damp.label')}
      >
        {BANDS.map((band) => {
          const count = counts[band ?? 'none'];
          return (
            <Group component="li" key={band ?? 'none'} gap={6} wrap="nowrap">
              <DampBand band={band} />
              <Text fz="sm" fw={600} dir="auto">
                {t('damp.homes', { count, formatted: formatCount(count) })}
              </Text>
            </Group>
          );
        })}
      </Group>
      <Anchor
        component={Link}
        to={`${paths.dampAndCold}?${new URLSearchParams({ client: String(clientId) })}`}
        fz="sm"
      >
        {t('damp.open', { count: homes, formatted: formatCount(homes) })}
      </Anchor>
    </Paper>
  );
}
