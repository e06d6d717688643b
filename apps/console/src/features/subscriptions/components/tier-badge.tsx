import { tierNameOf } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/ui/tag';

const TIER_COLORS = { Free: 'gray', Standard: 'cyan', Premium: 'ember' } as const;

/** Free, Standard, Premium, or Other for any other tier number. */
export function TierBadge({ type }: { type: number }) {
  const { t } = useTranslation('subscriptions');
  const tier = tierNameOf(type);
  return <Tag color={tier ? TIER_COLORS[tier] : 'grape'}>{t(`plans.tiers.${tier ?? 'Other'}`)}</Tag>;
}
