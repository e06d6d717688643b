import '@mantine/core/styles/Skeleton.css';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { DAMP_WINDOW_DAYS, RISK_BANDS } from '@radiant/contract';
import { IconDroplet, IconDropletHalf2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '@/components/lists/list-error';
import { StatGrid } from '@/components/ui/stat-grid';
import { paths } from '@/config/screens';
import { formatCount } from '@/lib/format';
import { useFleetDampSummary } from '../api/get-damp-risk';
import { dampAddressOf } from '../lib/damp-address';

const WORST = ['severe', 'high'] as const;
const LOOKS = {
  severe: { icon: IconDroplet, color: 'red' },
  high: { icon: IconDropletHalf2, color: 'ember' },
};

/** The dashboard's "Homes at damp risk": the fleet's severe and high homes, each count a link to its homes. */
export function DampRiskSummary() {
  const { t } = useTranslation('analytics/damp');
  const summary = useFleetDampSummary();
  if (summary.isError) {
    return <ListError title={t('widget.failed')} onRetry={summary.refetch} retrying={summary.isRefetching} />;
  }
  if (summary.isPending) return <Skeleton h={96} radius="lg" aria-busy />;
  const counts = summary.data;
  const judged = RISK_BANDS.reduce((total, band) => total + counts[band], 0);
  const atRisk = counts.severe + counts.high;
  return (
    <Stack gap="xs">
      <StatGrid
        cols={2}
        spacing="sm"
        stats={WORST.map((band) => ({
          label: t(`bands.${band}`),
          value: (
            <Anchor
              component={Link}
              to={dampAddressOf(paths.dampAndCold, [band])}
              inherit
              aria-label={t('widget.homesOf', {
                count: counts[band],
                formatted: formatCount(counts[band]),
                band: t(`bands.${band}`),
              })}
            >
              {formatCount(counts[band])}
            </Anchor>
          ),
          ...LOOKS[band],
        }))}
      />
      <Text fz="sm" c="dimmed">
        {t('widget.hint', { judged: formatCount(judged), days: DAMP_WINDOW_DAYS })}
      </Text>
      <Anchor component={Link} to={dampAddressOf(paths.dampAndCold, [...WORST])} fz="sm">
        {t('widget.open', { count: atRisk, formatted: formatCount(atRisk) })}
      </Anchor>
    </Stack>
  );
}
