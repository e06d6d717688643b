import '@mantine/core/styles/Skeleton.css';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { RecordError } from '@/components/lists/record-error';
import { paths, withId } from '@/config/screens';
import { parseIdParam } from '@/lib/list-search';
import { usePlan } from '../api/get-plan';
import { PlanFigures } from '../components/plan-figures';
import { PlanSummary } from '../components/plan-summary';

/** `/subscription_details?id=N`: a plan, its features and its subscriber figures. */
export default function PlanDetailsRoute() {
  const { t } = useTranslation('subscriptions');
  const planId = parseIdParam(useSearchParams()[0].get('id'));
  const plan = usePlan(planId);

  const actions = (
    <>
      <Button
        component={Link}
        to={paths.plans}
        variant="default"
        leftSection={<IconArrowLeft size={16} className="mantine-rotate-rtl" />}
      >
        {t('plans.backToList')}
      </Button>
      {plan.data && (
        <Button
          component={Link}
          to={withId(paths.planEdit, plan.data.plan.id)}
          leftSection={<IconPencil size={16} />}
        >
          {t('plans.edit')}
        </Button>
      )}
    </>
  );

  const content = () => {
    if (plan.isSuccess) {
      return (
        <Stack gap="lg">
          <PlanSummary plan={plan.data.plan} />
          <PlanFigures figures={plan.data.figures} />
        </Stack>
      );
    }
    if (planId !== undefined && plan.isPending) return <Skeleton height={320} radius="lg" />;
    return (
      <RecordError
        error={plan.error ?? undefined}
        notFound={t('plans.notFound')}
        back={{ to: paths.plans, label: t('plans.backToList') }}
        onRetry={plan.refetch}
        retrying={plan.isRefetching}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={plan.data?.plan.title ?? t('screens.subscriptionDetails')}
        subtitle={t('plans.detailsSubtitle')}
        actions={actions}
      />
      {content()}
    </>
  );
}
