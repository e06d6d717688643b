import { Anchor, Text } from '@mantine/core';
import type { DampHome } from '@radiant/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordTable } from '@/components/lists/record-table';
import { DimmedText } from '@/components/ui/dimmed-text';
import { paths, withId } from '@/config/screens';
import { formatCount } from '@/lib/format';
import { BandBadge } from './band-badge';
import { TrendLabel } from './trend-label';

type DampTableProps = { query: ListQueryState; homes: DampHome[]; empty: ReactNode };

/** The homes worst first: whose, how bad over the window and its last week, where, how many hours, and cold. */
export function DampTable({ query, homes, empty }: DampTableProps) {
  const { t } = useTranslation('analytics/damp');
  const records = homes.map((home) => ({ ...home, id: home.home.id }));
  const none = <DimmedText>{t('table.none')}</DimmedText>;
  return (
    <RecordTable
      label={t('table.label')}
      minWidth={1180}
      query={query}
      records={records}
      empty={empty}
      nameOf={(row) => row.home.name}
      columns={[
        {
          header: t('table.home'),
          cell: (row) => (
            <>
              <Text fz="sm" fw={500}>
                {row.home.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {row.home.city}
              </Text>
            </>
          ),
        },
        {
          header: t('table.resident'),
          cell: (row) => (
            <Anchor component={Link} to={withId(paths.residentialUserDetails, row.resident.id)} fz="sm">
              {row.resident.name}
            </Anchor>
          ),
        },
        {
          header: t('table.client'),
          cell: (row) => (row.client ? <Text fz="sm">{row.client.name}</Text> : none),
        },
        { header: t('table.band'), cell: (row) => <BandBadge band={row.band} /> },
        { header: t('table.band7'), cell: (row) => <BandBadge band={row.band_7} /> },
        {
          header: t('table.worstRoom'),
          cell: (row) =>
            row.worst_room ? (
              <Anchor component={Link} to={withId(paths.roomDetails, row.worst_room.id)} fz="sm">
                {row.worst_room.name}
              </Anchor>
            ) : (
              none
            ),
        },
        {
          header: t('table.mouldRisk'),
          cell: (row) => (
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('table.hoursOf', {
                hours: formatCount(row.hours.mould_risk),
                judged: formatCount(row.hours.judged),
              })}
            </Text>
          ),
        },
        {
          header: t('table.condensation'),
          cell: (row) => (
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('table.hours', { hours: formatCount(row.hours.condensation) })}
            </Text>
          ),
        },
        { header: t('table.trend'), cell: (row) => <TrendLabel trend={row.trend} /> },
        { header: t('table.excessCold'), cell: (row) => <BandBadge band={row.excess_cold.band} /> },
      ]}
    />
  );
}
