import { Anchor } from '@mantine/core';
import type { ClientsReport } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FiguresTable } from '@/components/charts/figures-table';
import { formatCount, formatCurrency, formatMeasure } from '@/lib/format';

type Client = ClientsReport['clients'][number];

/** The columns after the client's name, each with how a client shows its figure. */
const COLUMNS = [
  ['users', (client) => formatCount(client.residential_users)],
  ['homes', (client) => formatCount(client.homes)],
  ['radiators', (client) => formatCount(client.radiators)],
  ['offline', (client) => formatCount(client.offline_over_24h)],
  ['struggling', (client) => formatCount(client.struggling_radiators)],
  ['energy', (client) => formatMeasure(client.energy_kwh)],
  ['perDegreeDay', (client) => formatMeasure(client.kwh_per_degree_day)],
  ['wasted', (client) => formatMeasure(client.wasted_kwh)],
  ['homeFee', (client) => formatCurrency(client.home_fee_gbp)],
  ['fees', (client) => formatCurrency(client.fees_gbp)],
  ['subscriptions', (client) => formatCurrency(client.subscriptions_gbp)],
] as const satisfies [string, (client: Client) => string][];

/** Every client's figures over the range; a client's name opens its radiators below. */
export function ClientsTable({
  clients,
  linkTo,
}: {
  clients: Client[];
  linkTo: (clientId: number) => string;
}) {
  const { t } = useTranslation('analytics/insight');
  return (
    <FiguresTable
      caption={t('clientsTable')}
      rowHeader={t('columns.client')}
      columns={COLUMNS.map(([key]) => ({ key, header: t(`columns.${key}`) }))}
      rows={clients.map((client) => ({
        key: client.client_id,
        label: (
          <Anchor component={Link} to={linkTo(client.client_id)} fz="sm" fw={500}>
            {client.business_name}
          </Anchor>
        ),
        cells: COLUMNS.map(([key, show]) => ({ key, text: show(client) })),
      }))}
    />
  );
}
