import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BackButton } from '@/components/lists/back-button';
import { RecordPage } from '@/components/lists/record-page';
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

  const toList = { to: paths.plans, label: t('plans.backToList') };

  const actions = (
    <>
      <BackButton {...toList} />
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

  return (
    <RecordPage
      record={plan}
      noId={planId === undefined}
      titleOf={(data) => data.plan.title}
      loadingTitle={t('screens.subscriptionDetails')}
      subtitle={t('plans.detailsSubtitle')}
      notFound={t('plans.notFound')}
      back={toList}
      actions={actions}
    >
      {(data) => (
        <Stack gap="lg">
          <PlanSummary plan={data.plan} />
          <PlanFigures figures={data.figures} />
        </Stack>
      )}
    </RecordPage>
  );
}
