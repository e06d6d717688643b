import { List, Text } from '@mantine/core';
import {
  DAMP_BAND_RULES,
  DAMP_THRESHOLDS,
  EXCESS_COLD_BAND_RULES,
  EXCESS_COLD_THRESHOLDS,
  MIN_HOURS_PER_WEEK,
} from '@radiant/contract';
import { useTranslation } from 'react-i18next';

/** What each band means, in the model's own numbers (docs/damp-and-cold.md explains them). */
export function BandLegend() {
  const { t } = useTranslation('analytics/damp');
  return (
    <Text component="div" fz="sm" c="dimmed" mt="lg">
      <Text fz="sm" fw={500}>
        {t('legend.damp', { surfaceRh: DAMP_THRESHOLDS.mouldRiskSurfaceRhPct })}
      </Text>
      <List size="sm" mb="xs">
        {DAMP_BAND_RULES.map((rule) => (
          <List.Item key={rule.band}>
            {t('legend.dampRule', {
              band: t(`bands.${rule.band}`),
              mould: rule.minPct.mouldRisk,
              condensation: rule.minPct.condensation,
            })}
          </List.Item>
        ))}
        <List.Item>{t('legend.low', { band: t('bands.low') })}</List.Item>
        <List.Item>{t('legend.none', { band: t('bands.none'), hours: MIN_HOURS_PER_WEEK })}</List.Item>
      </List>
      <Text fz="sm" fw={500}>
        {t('legend.cold', { below: EXCESS_COLD_THRESHOLDS.coldBelowRoomC })}
      </Text>
      <List size="sm">
        {EXCESS_COLD_BAND_RULES.map((rule) => (
          <List.Item key={rule.band}>
            {t('legend.coldRule', {
              band: t(`bands.${rule.band}`),
              cold: rule.minPct.cold,
              rationed: rule.minPct.rationed,
            })}
          </List.Item>
        ))}
      </List>
    </Text>
  );
}
