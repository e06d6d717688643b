import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CASE_HAZARDS, type CaseHazard, type CasePolicy, type CaseTimings } from '@radiant/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/lists/list-error';
import { DimmedText } from '@/components/ui/dimmed-text';
import { fieldErrorsOf } from '@/lib/form-errors';
import { isStaleEdit, notifyError } from '@/lib/notify';
import { useIsOwner } from '@/lib/session';
import { casePolicyKey, useCasePolicy, useSaveCasePolicy } from '../api/case-policy';
import {
  CLOCK_FIELDS,
  type ClockField,
  HazardTimingsFields,
  type PolicyValues,
  TimingsTable,
  type TimingsValues,
} from './case-policy-timings';

const mapHazards = <From, To>(hazards: Record<CaseHazard, From>, map: (from: From) => To) =>
  Object.fromEntries(CASE_HAZARDS.map((hazard) => [hazard, map(hazards[hazard])])) as Record<CaseHazard, To>;

const toValues = (timings: CaseTimings): TimingsValues => ({
  pause_on_no_access: timings.pause_on_no_access,
  ...(Object.fromEntries(CLOCK_FIELDS.map((field) => [field, timings[field] ?? ''])) as Record<
    ClockField,
    number | ''
  >),
});

const toTimings = (values: TimingsValues): CaseTimings => ({
  pause_on_no_access: values.pause_on_no_access,
  ...(Object.fromEntries(
    CLOCK_FIELDS.map((field) => [field, values[field] === '' ? null : Number(values[field])]),
  ) as Record<ClockField, number | null>),
});

/** The policy's form, drawn anew for each version read (after a save, or a reload on a stale edit). */
function CasePolicyForm({ policy }: { policy: CasePolicy }) {
  const { t } = useTranslation('cases');
  const isOwner = useIsOwner();
  const queryClient = useQueryClient();
  const save = useSaveCasePolicy(policy.client_id);
  const form = useForm<PolicyValues>({
    initialValues: {
      social_landlord: policy.social_landlord,
      open_from_alarms: policy.open_from_alarms,
      hazards: mapHazards(policy.hazards, toValues),
    },
  });
  const socialLandlord = form.values.social_landlord;

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        social_landlord: values.social_landlord,
        open_from_alarms: values.open_from_alarms,
        // A social landlord's timings are the law's; a former one gets back its own, kept by the server.
        ...(!values.social_landlord &&
          !policy.social_landlord && { hazards: mapHazards(values.hazards, toTimings) }),
        version: policy.version,
      },
      {
        onError: (error) => {
          if (isStaleEdit(error)) {
            void queryClient.invalidateQueries({ queryKey: casePolicyKey(policy.client_id) });
            return;
          }
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          else notifyError(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('policy.title')}>
      <Stack gap="md">
        <Switch
          label={t('policy.socialLandlord')}
          description={t('policy.socialLandlordHint')}
          disabled={!isOwner}
          {...form.getInputProps('social_landlord', { type: 'checkbox' })}
        />
        {socialLandlord && policy.social_landlord && (
          <Stack gap="xs">
            <Text fw={600}>{t('policy.awaabsLaw')}</Text>
            <TimingsTable hazards={policy.hazards} />
          </Stack>
        )}
        {socialLandlord && !policy.social_landlord && <Text fw={600}>{t('policy.awaabsLaw')}</Text>}
        {!socialLandlord && policy.social_landlord && <DimmedText>{t('policy.ownTimingsBack')}</DimmedText>}
        <Switch
          label={t('policy.openFromAlarms')}
          description={t('policy.openFromAlarmsHint')}
          disabled={!isOwner}
          {...form.getInputProps('open_from_alarms', { type: 'checkbox' })}
        />
        {!socialLandlord && !policy.social_landlord && (
          <Stack gap="sm">
            <div>
              <Title order={3} fz="h5">
                {t('policy.ownTimings')}
              </Title>
              <DimmedText>{t('policy.ownTimingsHint')}</DimmedText>
            </div>
            {CASE_HAZARDS.map((hazard) => (
              <HazardTimingsFields key={hazard} hazard={hazard} form={form} disabled={!isOwner} />
            ))}
          </Stack>
        )}
        {isOwner ? (
          <Group>
            <Button type="submit" size="xs" loading={save.isPending}>
              {t('policy.save')}
            </Button>
          </Group>
        ) : (
          <DimmedText>{t('policy.ownersOnly')}</DimmedText>
        )}
      </Stack>
    </form>
  );
}

/** A client's case policy: social landlord (Awaab's Law) or its own timings, and alarms that open cases. */
export function CasePolicyCard({ client }: { client: number }) {
  const { t } = useTranslation('cases');
  const policy = useCasePolicy(client);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="case-policy">
      <Title order={2} fz="h4" id="case-policy" mb="sm">
        {t('policy.title')}
      </Title>
      {policy.isError ? (
        <ListError onRetry={policy.refetch} retrying={policy.isRefetching} />
      ) : policy.isPending ? (
        <Skeleton height={120} radius="md" aria-busy />
      ) : (
        <CasePolicyForm key={policy.data.version} policy={policy.data} />
      )}
    </Paper>
  );
}
