import { Badge } from '@mantine/core';
import { tierNameOf } from '@radiant/contract';
import { useTranslation } from 'react-i18next';

const TIER_COLORS = { Free: 'gray', Standard: 'cyan', Premium: 'ember' } as const;

/** Free, Standard, Premium, or Other for any other tier number. */
export function TierBadge({ type }: { type: number }) {
  const { t } = useTranslation('subscriptions');
  const tier = tierNameOf(type);
  return (
    <Badge variant="light" color={tier ? TIER_COLORS[tier] : 'grape'} radius="sm" miw="max-content">
      {t(`plans.tiers.${tier ?? 'Other'}`)}
    </Badge>
  );
}
