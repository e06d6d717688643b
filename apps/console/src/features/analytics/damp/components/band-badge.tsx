import type { RiskBand } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/ui/tag';

/** Severe stands out filled; the others are tinted, warmer the worse; no band is grey. Each says its name. */
export const BAND_LOOKS: Record<RiskBand | 'none', { color: string; variant: 'filled' | 'light' }> = {
  severe: { color: 'red', variant: 'filled' },
  high: { color: 'red', variant: 'light' },
  moderate: { color: 'ember', variant: 'light' },
  low: { color: 'teal', variant: 'light' },
  none: { color: 'gray', variant: 'light' },
};

/** A damp or cold band as a coloured badge with its name; "No data" where too little was measured. */
export function BandBadge({ band }: { band: RiskBand | null }) {
  const { t } = useTranslation('analytics/damp');
  const key = band ?? 'none';
  return <Tag {...BAND_LOOKS[key]}>{t(`bands.${key}`)}</Tag>;
}
