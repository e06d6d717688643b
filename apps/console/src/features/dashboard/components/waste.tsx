import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DimmedText } from '@/components/ui/dimmed-text';
import { formatCount, formatCurrency } from '@/lib/format';
import { useWastedHeat } from '../api/figures';
import { Figure } from './figures';
import { WidgetBody } from './widget-frame';

const kwh = (value: number) => formatCount(Math.round(value));

/** Heat lost to open windows and overheating over the last 30 days, and the homes wasting most. */
export function WastedHeat() {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetBody query={useWastedHeat()}>
      {(waste) => (
        <Stack gap="xs">
          <SimpleGrid cols={2} spacing="xs">
            <Figure label={t('waste.window')} value={t('waste.kwh', { kwh: kwh(waste.window_kwh) })} />
            <Figure label={t('waste.above')} value={t('waste.kwh', { kwh: kwh(waste.above_band_kwh) })} />
          </SimpleGrid>
          <DimmedText>
            {t('waste.share', {
              share: `${((waste.wasted_share ?? 0) * 100).toFixed(1)}%`,
              cost: formatCurrency(waste.wasted_cost_gbp),
            })}
          </DimmedText>
          <Text fz="sm" fw={700}>
            {t('waste.homes')}
          </Text>
          {waste.homes.map((home) => (
            <Group key={home.home_id} justify="space-between" wrap="nowrap" gap="xs">
              <Text fz="sm" truncate>
                {`${home.user_name} · ${home.home_name}`}
              </Text>
              <Text fz="sm" fw={700} style={{ flexShrink: 0 }} dir="auto">
                {t('waste.kwh', { kwh: kwh(home.window_kwh + home.above_band_kwh) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </WidgetBody>
  );
}
