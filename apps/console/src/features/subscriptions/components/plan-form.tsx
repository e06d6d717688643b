import '@mantine/core/styles/NumberInput.css';
import { NumberInput, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PLAN_TIERS, type Plan, ZPlanRequest } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/forms/form-actions';
import { paths } from '@/config/screens';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { NUMBER_SEPARATORS } from '@/lib/format';
import { useSavePlan } from '../api/save-plan';
import { FeaturePicker } from './feature-picker';
import { type PlanFormValues, planFormValues, toPlanRequest } from './plan-form-values';

const resolvePlan = validateWith(ZPlanRequest);
const TIER_NAMES = Object.keys(PLAN_TIERS) as (keyof typeof PLAN_TIERS)[];

/** Adds a plan, or edits one; on success the plans list shows with the server's description as a toast. */
export function PlanForm({ plan }: { plan?: Plan }) {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  const savePlan = useSavePlan();
  const form = useForm<PlanFormValues>({
    initialValues: planFormValues(plan),
    validate: (values) => ({
      ...resolvePlan(toPlanRequest(values)),
      ...(values.type ? {} : { type: t('plans.form.tierRequired') }),
    }),
  });

  const submit = form.onSubmit((values) =>
    savePlan.mutate(
      { planId: plan?.id, plan: { ...toPlanRequest(values), version: plan?.version } },
      {
        onSuccess: () => navigate(paths.plans),
        onError: (error) => form.setErrors(fieldErrorsOf(error)),
      },
    ),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820}>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label={t('plans.form.title')} required maxLength={80} {...form.getInputProps('title')} />
          <Select
            label={t('plans.form.tier')}
            required
            placeholder={t('plans.form.tierPlaceholder')}
            data={TIER_NAMES.map((tier) => ({ value: tier, label: t(`plans.tiers.${tier}`) }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <NumberInput
            label={t('plans.form.cost')}
            description={t('plans.form.costHint')}
            required
            prefix="£"
            min={0}
            max={100_000}
            decimalScale={2}
            thousandSeparator={NUMBER_SEPARATORS.thousand}
            {...form.getInputProps('cost')}
          />
          <NumberInput
            label={t('plans.form.yearlyDiscount')}
            description={t('plans.form.yearlyDiscountHint')}
            suffix="%"
            min={0}
            max={100}
            decimalScale={2}
            {...form.getInputProps('yearly_discount')}
          />
        </SimpleGrid>
        <FeaturePicker
          value={form.values.subscription_plans_features}
          onChange={(ids) => form.setFieldValue('subscription_plans_features', ids)}
          error={form.errors.subscription_plans_features}
          initial={plan?.subscription_plans_features ?? []}
        />
        <FormActions
          submit={t(plan ? 'plans.form.save' : 'plans.form.create')}
          pending={savePlan.isPending}
          cancel={paths.plans}
          mt="xl"
        />
      </form>
    </Paper>
  );
}
