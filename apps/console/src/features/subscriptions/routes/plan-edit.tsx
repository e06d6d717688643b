import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { FormSkeleton } from '@/components/lists/form-skeleton';
import { RecordContent } from '@/components/lists/record-content';
import { paths } from '@/config/screens';
import { parseIdParam } from '@/lib/list-search';
import { usePlan } from '../api/get-plan';
import { PlanForm } from '../components/plan-form';

/** `/add_subscription` adds a plan; `/add_subscription?id=N` edits plan N. */
export default function PlanEditRoute() {
  const { t } = useTranslation('subscriptions');
  const [params] = useSearchParams();
  const editing = params.has('id');
  const planId = parseIdParam(params.get('id'));
  const plan = usePlan(planId);

  const content = () => {
    if (!editing) return <PlanForm />;
    return (
      <RecordContent
        record={plan}
        noId={planId === undefined}
        placeholder={<FormSkeleton fields={5} />}
        notFound={t('plans.notFound')}
        back={{ to: paths.plans, label: t('plans.backToList') }}
      >
        {(data) => <PlanForm key={planId} plan={data.plan} />}
      </RecordContent>
    );
  };

  return (
    <>
      <PageHeader
        title={t(editing ? 'plans.editTitle' : 'plans.addTitle')}
        subtitle={editing && plan.data ? plan.data.plan.title : t('plans.formSubtitle')}
      />
      {content()}
    </>
  );
}
