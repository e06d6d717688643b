import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Combobox.css';
import { Chip, Group, Select, Stack, Text } from '@mantine/core';
import { BUSINESS_PERIODS } from '@radiant/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartAddress, chartYears, type Period } from '../lib/chart-address';

type ChartControlsProps = { address: ChartAddress; onChange: (change: Partial<ChartAddress>) => void };

/**
 * The period and the year a chart shows; both live in the address. Chips rather than a segmented control:
 * its sliding indicator lands on the wrong segment in right-to-left mode.
 */
export function ChartControls({ address, onChange }: ChartControlsProps) {
  const { t } = useTranslation('analytics/business');
  const periodLabel = useId();
  return (
    <Group gap="md" align="flex-end">
      <Stack gap={6}>
        <Text id={periodLabel} component="span" fz="sm" fw={500}>
          {t('period.label')}
        </Text>
        <Group role="radiogroup" aria-labelledby={periodLabel} gap={6} mb={4}>
          <Chip.Group value={address.period} onChange={(period) => onChange({ period: period as Period })}>
            {BUSINESS_PERIODS.map((period) => (
              <Chip key={period} value={period}>
                {t(`period.${period}`)}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      </Stack>
      <Select
        label={t('year')}
        value={String(address.year)}
        onChange={(year) => year && onChange({ year: Number(year) })}
        data={chartYears().map(String)}
        allowDeselect={false}
        w={150}
        comboboxProps={{ width: 150 }}
      />
    </Group>
  );
}
