import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Manufacturer } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '@/components/lists/plain-table';
import { formatCount } from '@/lib/format';
import { ManufacturerLogo } from './manufacturer-logo';
import { WebsiteLink } from './website-link';

/** A manufacturer with its radiator models and how many of each are fitted in homes. */
export function ManufacturerCard({ manufacturer }: { manufacturer: Manufacturer }) {
  const { t } = useTranslation('manufacturers');
  const { title, status, models } = manufacturer;

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ManufacturerLogo manufacturer={manufacturer} size={48} />
          <Stack gap={2} miw={0}>
            <Text fw={700} ff="heading" truncate>
              {title}
            </Text>
            <WebsiteLink url={manufacturer.website} />
          </Stack>
        </Group>
        <Badge variant="light" color={status ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
          {t(status ? 'lists.active' : 'lists.inactive')}
        </Badge>
      </Group>
      {manufacturer.info && (
        <Text fz="sm" c="dimmed" mt="sm" lineClamp={2}>
          {manufacturer.info}
        </Text>
      )}
      {models.length === 0 ? (
        <Text fz="sm" c="dimmed" mt="md">
          {t('manufacturers.cards.noModels')}
        </Text>
      ) : (
        <PlainTable
          label={t('manufacturers.cards.modelsOf', { title })}
          mt="md"
          fz="sm"
          verticalSpacing={6}
          styles={{ th: { whiteSpace: 'nowrap' } }}
          headers={[
            t('manufacturers.cards.model'),
            { label: t('manufacturers.cards.ratedPower'), ta: 'end' },
            { label: t('manufacturers.cards.installed'), ta: 'end' },
          ]}
        >
          {models.map((model) => (
            <Table.Tr key={model.id}>
              <Table.Td>{model.name}</Table.Td>
              <Table.Td ta="end">
                {t('manufacturers.cards.watts', { watts: formatCount(model.rated_power_w) })}
              </Table.Td>
              <Table.Td ta="end">{formatCount(model.radiators_installed)}</Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
      <Text fz="sm" mt="auto" pt="md" fw={600}>
        {t('manufacturers.cards.total', { count: manufacturer.radiators_installed })}
      </Text>
    </Card>
  );
}
