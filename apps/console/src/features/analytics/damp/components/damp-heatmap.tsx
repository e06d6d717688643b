import { Anchor, Box, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DampHomeWeeks, RiskBand } from '@radiant/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListQueryState, ListTable } from '@/components/lists/list-table';
import { RowHeader } from '@/components/lists/table-head';
import { paths, withId } from '@/config/screens';
import { formatDay } from '@/lib/format';
import { formatWeek, heatmapWidthOf } from '../lib/damp-weeks';
import { BAND_LOOKS } from './band-badge';

type DampHeatmapProps = {
  query: ListQueryState;
  /** The Mondays of the columns, oldest first; while loading, as many blanks as weeks asked. */
  weeks: string[];
  homes: DampHomeWeeks[];
  empty: ReactNode;
};

/** A week's cell: the band's colour as its badge has it, a letter for those who cannot tell colours apart. */
function BandCell({ band }: { band: RiskBand | null }) {
  const { t } = useTranslation('analytics/damp');
  const key = band ?? 'none';
  const { color, variant } = BAND_LOOKS[key];
  return (
    <Table.Td px={4} py={4}>
      <Box
        w="2.5rem"
        h="1.75rem"
        mx="auto"
        fz="xs"
        fw={600}
        style={{
          // Holds its hidden name: placed against the page, it would widen the page right-to-left.
          position: 'relative',
          display: 'grid',
          placeItems: 'center',
          borderRadius: 'var(--mantine-radius-sm)',
          backgroundColor: `var(--mantine-color-${color}-${variant})`,
          color:
            variant === 'filled' ? 'var(--mantine-color-white)' : `var(--mantine-color-${color}-light-color)`,
        }}
      >
        <span aria-hidden>{t(`weeks.short.${key}`)}</span>
        <VisuallyHidden>{t(`bands.${key}`)}</VisuallyHidden>
      </Box>
    </Table.Td>
  );
}

/** Homes by week: a row a home (worst first), a column a week, each cell the home's band that week. */
export function DampHeatmap({ query, weeks, homes, empty }: DampHeatmapProps) {
  const { t } = useTranslation('analytics/damp');
  const headers = [
    t('weeks.home'),
    ...weeks.map((monday) => ({
      label: monday && (
        <span title={formatDay(monday)} style={{ position: 'relative' }}>
          <VisuallyHidden>{t('weeks.weekOf')} </VisuallyHidden>
          {formatWeek(monday)}
        </span>
      ),
      ta: 'center' as const,
      px: 4,
      style: { whiteSpace: 'nowrap' as const },
    })),
  ];
  return (
    <ListTable
      label={t('weeks.label')}
      headers={headers}
      minWidth={heatmapWidthOf(weeks.length)}
      query={query}
      isEmpty={homes.length === 0}
      empty={empty}
    >
      {homes.map((row) => (
        <Table.Tr key={row.home.id}>
          <RowHeader>
            <Anchor component={Link} to={withId(paths.residentialUserDetails, row.resident.id)} fz="sm">
              {row.home.name}
            </Anchor>
            <Text fz="xs" c="dimmed" fw={400}>
              {row.resident.name} · {row.home.city}
            </Text>
          </RowHeader>
          {row.bands.map((band, index) => (
            <BandCell key={weeks[index] ?? index} band={band} />
          ))}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
