import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { BrandColor, BrandColors } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '@/components/lists/plain-table';
import { RowHeader } from '@/components/lists/table-head';
import { DimmedText } from '@/components/ui/dimmed-text';
import { checkContrast } from '../utils/brand';
import { ColorSwatch } from './color-swatch';

type ContrastTableProps = { colors: BrandColors; onUse: (field: BrandColor, color: string) => void };

const formatRatio = (ratio: number) => ratio.toFixed(2);

/** Every text/background pair with its WCAG ratio and AA result; a failing one offers the nearest passing shade. */
export function ContrastTable({ colors, onUse }: ContrastTableProps) {
  const { t } = useTranslation('commercialClients');
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} fz="h5">
          {t('contrast.title')}
        </Title>
        <DimmedText>{t('contrast.hint')}</DimmedText>
      </div>
      <PlainTable
        label={t('contrast.tableLabel')}
        minWidth={440}
        verticalSpacing={6}
        fz="sm"
        headers={[t('contrast.pair'), t('contrast.ratio'), t('contrast.result'), t('contrast.fix')]}
      >
        {checkContrast(colors).map(({ pair, ratio, passes, suggestion }) => (
          <Table.Tr key={pair.id}>
            <RowHeader>
              <Group gap={8} wrap="nowrap">
                <span
                  aria-hidden
                  data-brand-sample
                  style={{
                    color: colors[pair.text],
                    background: colors[pair.background],
                    padding: '0 6px',
                    borderRadius: 4,
                    border: '1px solid var(--mantine-color-default-border)',
                    fontWeight: 700,
                  }}
                >
                  Aa
                </span>
                {t(`contrast.pairs.${pair.id}`)}
              </Group>
            </RowHeader>
            <Table.Td>
              {ratio === undefined ? '—' : t('contrast.ratioValue', { ratio: formatRatio(ratio) })}
            </Table.Td>
            <Table.Td>
              {ratio === undefined ? (
                <Text fz="xs" c="dimmed">
                  {t('contrast.invalid')}
                </Text>
              ) : (
                <Badge variant="light" color={passes ? 'teal' : 'red'}>
                  {t(passes ? 'contrast.pass' : 'contrast.fail')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              {suggestion && (
                <Button
                  size="compact-xs"
                  variant="default"
                  leftSection={<ColorSwatch color={suggestion} size={12} />}
                  aria-label={t('contrast.useLabel', {
                    color: suggestion,
                    field: t(`colors.fields.${pair.text}`),
                  })}
                  onClick={() => onUse(pair.text, suggestion)}
                >
                  {t('contrast.use', { color: suggestion })}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
    </Stack>
  );
}
