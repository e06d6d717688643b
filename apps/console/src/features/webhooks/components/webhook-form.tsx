import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import { Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALARM_EVENTS,
  ALARM_SEVERITIES,
  type AlarmEvent,
  type AlarmSeverity,
  ZWebhookRequest,
} from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { ClientSelect } from '@/components/forms/client-select';
import { FormActions } from '@/components/forms/form-actions';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { useCreateWebhook } from '../api/change-webhooks';

type WebhookFields = {
  url: string;
  description: string;
  events: AlarmEvent[];
  min_severity: AlarmSeverity;
  client_id: number | null;
};

type WebhookFormProps = { onCreated: (secret: string) => void; onCancel: () => void };

/** A new webhook: where to post, what for, which alarms; the server answers its secret once. */
export function WebhookForm({ onCreated, onCancel }: WebhookFormProps) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhook();
  const form = useForm<WebhookFields>({
    initialValues: {
      url: '',
      description: '',
      events: ['raised'],
      min_severity: 'major',
      client_id: null,
    },
    validate: validateWith(ZWebhookRequest),
  });

  const submit = form.onSubmit((fields) =>
    create.mutate(fields, {
      onSuccess: (answer) => onCreated(answer.data.secret),
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.url')}
          description={t('form.urlHint')}
          required
          type="url"
          dir="ltr"
          placeholder="https://"
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput
          label={t('form.description')}
          description={t('form.descriptionHint')}
          maxLength={200}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group
          label={t('form.events')}
          description={t('form.eventsHint')}
          required
          {...form.getInputProps('events')}
        >
          <Group gap="lg" mt={6}>
            {ALARM_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={t(`events.${event}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label={t('form.severity')}
          data={ALARM_SEVERITIES.map((severity) => ({ value: severity, label: t(`severities.${severity}`) }))}
          allowDeselect={false}
          {...form.getInputProps('min_severity')}
        />
        <ClientSelect
          label={t('form.client')}
          description={t('form.clientHint')}
          placeholder={t('webhooks.everyClient')}
          clearable
          nothingFoundMessage={t('form.noClient')}
          value={form.values.client_id ?? undefined}
          onChange={(client) => form.setFieldValue('client_id', client ?? null)}
          error={form.errors.client_id}
        />
        <FormActions submit={t('form.create')} pending={create.isPending} cancel={onCancel} mt="sm" />
      </Stack>
    </form>
  );
}
