import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '@/components/lists/plain-table';
import { formatCount } from '@/lib/format';
import { useScorecard } from '../api/figures';
import { useMinutes } from './figures';
import { WidgetBody } from './widget-frame';

const SHOWN = 6;

/** The radiator models that report, slowest to heat up first: offline rate, heat-up time, energy each. */
export function Scorecard() {
  const { t } = useTranslation('dashboard');
  const minutes = useMinutes();
  return (
    <WidgetBody query={useScorecard()}>
      {({ models }) => {
        const reporting = models
          .filter((model) => model.reporting > 0)
          .sort((a, b) => (b.mean_heatup_minutes ?? 0) - (a.mean_heatup_minutes ?? 0))
          .slice(0, SHOWN);
        return (
          <PlainTable
            label={t('widgets.manufacturers')}
            minWidth={420}
            verticalSpacing={4}
            fz="sm"
            headers={[
              t('scorecard.model'),
              t('scorecard.radiators'),
              t('scorecard.offlineRate'),
              t('scorecard.heatUp'),
              t('scorecard.perRadiator'),
            ]}
          >
            {reporting.map((model) => (
              <Table.Tr key={model.model_id}>
                <Table.Td>{`${model.manufacturer} ${model.model}`}</Table.Td>
                <Table.Td>{formatCount(model.reporting)}</Table.Td>
                <Table.Td>{`${Math.round((model.offline_rate ?? 0) * 100)}%`}</Table.Td>
                <Table.Td>{minutes(model.mean_heatup_minutes)}</Table.Td>
                <Table.Td>{formatCount(Math.round(model.kwh_per_radiator ?? 0))}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        );
      }}
    </WidgetBody>
  );
}
