import { Badge, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import type { Plan } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { DimmedText } from '@/components/ui/dimmed-text';
import { Fact } from '@/components/ui/fact';
import { formatCurrency, formatPercent } from '@/lib/format';
import { TierBadge } from './tier-badge';

/** What a plan costs and includes. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact prominent label={t('plans.columns.tier')}>
          <TierBadge type={plan.type} />
        </Fact>
        <Fact prominent label={t('plans.columns.cost')}>
          {t('plans.perMonth', { cost: formatCurrency(plan.cost) })}
        </Fact>
        <Fact prominent label={t('plans.columns.discount')}>
          {formatPercent(plan.yearly_discount)}
        </Fact>
        <Fact prominent label={t('plans.columns.status')}>
          <Badge variant="dot" color={plan.status ? 'teal' : 'gray'}>
            {t(plan.status ? 'lists.active' : 'lists.inactive')}
          </Badge>
        </Fact>
      </SimpleGrid>
      <Title order={2} fz="h5" mt="xl" mb="xs">
        {t('plans.columns.features')}
      </Title>
      {plan.subscription_plans_features.length === 0 ? (
        <DimmedText>{t('plans.noFeatures')}</DimmedText>
      ) : (
        <Group gap={6}>
          {plan.subscription_plans_features.map((feature) => (
            <Badge key={feature.id} variant="light" color="gray" radius="sm" tt="none" fw={500} size="lg">
              {feature.title}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}
