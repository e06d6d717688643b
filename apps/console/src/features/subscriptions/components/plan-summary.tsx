import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Plan } from '@radiant/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatPercent } from '@/lib/format';
import { TierBadge } from './tier-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text component="div" mt={4} fw={600}>
        {children}
      </Text>
    </div>
  );
}

/** What a plan costs and includes. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label={t('plans.columns.tier')}>
          <TierBadge type={plan.type} />
        </Fact>
        <Fact label={t('plans.columns.cost')}>
          {t('plans.perMonth', { cost: formatCurrency(plan.cost) })}
        </Fact>
        <Fact label={t('plans.columns.discount')}>{formatPercent(plan.yearly_discount)}</Fact>
        <Fact label={t('plans.columns.status')}>
          <Badge variant="dot" color={plan.status ? 'teal' : 'gray'}>
            {t(plan.status ? 'lists.active' : 'lists.inactive')}
          </Badge>
        </Fact>
      </SimpleGrid>
      <Title order={2} fz="h5" mt="xl" mb="xs">
        {t('plans.columns.features')}
      </Title>
      {plan.subscription_plans_features.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('plans.noFeatures')}
        </Text>
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
