import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { BRAND_COLORS, type CommercialClientDetail } from '@radiant/contract';
import { IconCurrencyPound, IconPalette, IconTemperature, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainTable } from '@/components/lists/plain-table';
import { ClientCompliance } from '@/components/slots/client-compliance';
import { HeatingControl } from '@/components/slots/heating-control';
import { RecordAlarms } from '@/components/slots/record-alarms';
import { RecordCases } from '@/components/slots/record-cases';
import { DimmedText } from '@/components/ui/dimmed-text';
import { StatGrid } from '@/components/ui/stat-grid';
import { paths, withId } from '@/config/screens';
import { formatCount, formatCurrency, formatDate } from '@/lib/format';
import { ClientDamp } from './client-damp';
import { ClientReports } from './client-reports';
import { ColorSwatch } from './color-swatch';

type ClientDetailProps = { client: CommercialClientDetail; onEditColors: () => void };

const addressOf = (parts: string[]) => parts.filter(Boolean).join(', ');

/**
 * A client at a glance: its figures, contact and addresses, its homes by damp band, brand colours and newest
 * residential users.
 */
export function ClientDetail({ client, onEditColors }: ClientDetailProps) {
  const { t } = useTranslation('commercialClients');
  const main = addressOf([
    client.address_line1,
    client.address_line2,
    client.town,
    client.city,
    client.post_code,
  ]);
  const business = addressOf([
    client.business_address_line1,
    client.business_address_line2,
    client.business_town,
    client.business_city,
    client.business_post_code,
  ]);

  return (
    <Stack gap="lg">
      <Text c="dimmed">{client.last_name}</Text>
      <StatGrid
        cols={{ base: 1, sm: 3 }}
        stats={[
          { label: t('detail.residents'), value: formatCount(client.residential_users), icon: IconUsers },
          {
            label: t('detail.radiators'),
            value: formatCount(client.radiators),
            icon: IconTemperature,
            color: 'cyan',
          },
          {
            label: t('detail.mrr'),
            value: formatCurrency(client.monthly_recurring_revenue),
            hint: t('detail.mrrHint'),
            icon: IconCurrencyPound,
            color: 'teal',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="lg" p="md">
          <Title order={2} fz="h5" mb={6}>
            {t('detail.contact')}
          </Title>
          <Text fz="sm">{client.email}</Text>
          {client.mobile && <Text fz="sm">{client.mobile}</Text>}
          {main && <Text fz="sm">{main}</Text>}
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} fz="h5" mb={6}>
            {t('detail.businessAddress')}
          </Title>
          <Text fz="sm">{client.is_same_address === 1 ? t('detail.sameAddress') : business || '—'}</Text>
        </Paper>
      </SimpleGrid>
      <HeatingControl client={client.id} />
      <RecordAlarms client={client.id} />
      <RecordCases client={client.id} />
      <ClientCompliance client={client.id} />
      <ClientDamp clientId={client.id} />
      <ClientReports clientId={client.id} />
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" gap="sm" mb="sm">
          <Title order={2} fz="h5">
            {t('detail.brand')}
          </Title>
          <Button variant="light" size="xs" leftSection={<IconPalette size={16} />} onClick={onEditColors}>
            {t('detail.editColors')}
          </Button>
        </Group>
        <Group gap="xs">
          {BRAND_COLORS.map((field) => (
            <Tooltip key={field} label={`${t(`colors.fields.${field}`)} ${client[field]}`}>
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={client[field]} size={22} />
                <Text fz="xs" ff="monospace" dir="ltr">
                  {client[field]}
                </Text>
              </Group>
            </Tooltip>
          ))}
        </Group>
      </Paper>
      <div>
        <Title order={2} fz="h5" mb="xs">
          {t('detail.newest')}
        </Title>
        {client.newest_residential_users.length === 0 ? (
          <DimmedText>{t('detail.noResidents')}</DimmedText>
        ) : (
          <PlainTable
            label={t('detail.newestLabel', { name: client.business_name })}
            minWidth={480}
            verticalSpacing={6}
            fz="sm"
            headers={[t('detail.name'), t('detail.email'), t('detail.joined')]}
          >
            {client.newest_residential_users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Anchor component={Link} to={withId(paths.residentialUserDetails, user.id)} fz="sm">
                    {`${user.first_name} ${user.last_name}`}
                  </Anchor>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{formatDate(user.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        )}
        {client.residential_users > 0 && (
          <Anchor
            component={Link}
            to={`${paths.residentialUsers}?client=${client.id}`}
            fz="sm"
            mt="xs"
            display="block"
          >
            {t('detail.allResidents', {
              count: client.residential_users,
              formatted: formatCount(client.residential_users),
            })}
          </Anchor>
        )}
      </div>
    </Stack>
  );
}
