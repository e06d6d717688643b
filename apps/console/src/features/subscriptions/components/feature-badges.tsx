import { Badge, Group, Tooltip } from '@mantine/core';
import type { Plan } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { DimmedText } from '@/components/ui/dimmed-text';

type FeatureBadgesProps = { features: Plan['subscription_plans_features']; max?: number };

/** The first few features as badges and "+N more" with the rest in a tooltip. */
export function FeatureBadges({ features, max = 3 }: FeatureBadgesProps) {
  const { t } = useTranslation('subscriptions');
  if (features.length === 0) {
    return <DimmedText>{t('plans.noFeatures')}</DimmedText>;
  }
  const shown = features.slice(0, max);
  const rest = features.slice(max);
  return (
    <Group gap={4} wrap="wrap" maw={320}>
      {shown.map((feature) => (
        <Badge key={feature.id} variant="outline" color="gray" radius="sm" tt="none" fw={500} maw={150}>
          {feature.title}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map((feature) => feature.title).join(', ')} multiline maw={260} withArrow>
          <Badge variant="light" color="gray" radius="sm" tt="none" fw={500} tabIndex={0}>
            {t('plans.moreFeatures', { count: rest.length })}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
