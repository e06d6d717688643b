import '@mantine/core/styles/Table.css';
import { Paper, Table, Title } from '@mantine/core';
import type { HeatingAnalytics } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/format';
import { bucketLabel, hasBegun } from '../lib/bucket-labels';

const figure = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const shown = (value: number | null) => (value === null ? '–' : figure.format(value));

/** The charts' figures as a table, for reading exact values and for screen readers. */
export function BucketsTable({ analytics }: { analytics: HeatingAnalytics }) {
  const { t } = useTranslation('heatingAnalytics');
  const columns = [
    t('table.energy'),
    t('table.heatingHours'),
    t('table.room'),
    t('table.setpoint'),
    t('table.outdoor'),
    t('table.degreeDays'),
    t('table.perDegreeDay'),
    t('table.cost'),
  ];
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="h5" mb="sm" id="heating-table-title">
        {t('table.title')}
      </Title>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table aria-labelledby="heating-table-title" striped verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t(`table.bucket.${analytics.period}`)}</Table.Th>
              {columns.map((column) => (
                <Table.Th scope="col" key={column} ta="end">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {analytics.buckets
              .filter((bucket) => hasBegun(bucket))
              .map((bucket) => (
                <Table.Tr key={bucket.start}>
                  <Table.Th scope="row" fw={500}>
                    {bucketLabel(analytics.period, bucket.start)}
                  </Table.Th>
                  {[
                    shown(bucket.energy_kwh),
                    shown(bucket.heating_hours),
                    shown(bucket.room_c),
                    shown(bucket.setpoint_c),
                    shown(bucket.outdoor_c),
                    shown(bucket.degree_days),
                    shown(bucket.kwh_per_degree_day),
                    formatCurrency(bucket.cost_gbp),
                  ].map((value, index) => (
                    <Table.Td key={columns[index]} ta="end">
                      {value}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
