import '@mantine/core/styles/Chip.css';
import { Chip, Group, Text } from '@mantine/core';
import { type DampPortfolio, RISK_BANDS, type RiskBand } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { BAND_LOOKS } from './band-badge';

type BandChipsProps = {
  /** Homes by band of every home the other filters match; unknown while loading. */
  summary: DampPortfolio['summary'] | undefined;
  chosen: RiskBand[];
  onChange: (band: RiskBand[]) => void;
};

/** How many homes each band holds, each count a chip that lists that band's homes; no data is only counted. */
export function BandChips({ summary, chosen, onChange }: BandChipsProps) {
  const { t } = useTranslation('analytics/damp');
  const count = (band: RiskBand | 'none') => (summary ? formatCount(summary[band]) : '…');
  return (
    <Group gap="xs" mb="md" role="group" aria-label={t('summary.label')}>
      <Chip.Group multiple value={chosen} onChange={(bands) => onChange(bands as RiskBand[])}>
        {RISK_BANDS.map((band) => (
          <Chip key={band} value={band} color={BAND_LOOKS[band].color} variant="outline">
            {t('summary.chip', { band: t(`bands.${band}`), count: count(band) })}
          </Chip>
        ))}
      </Chip.Group>
      <Text fz="sm" c="dimmed">
        {t('summary.none', { count: count('none') })}
      </Text>
    </Group>
  );
}
