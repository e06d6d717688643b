import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, NumberInput, Select, Stack, Switch, Textarea } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { LANGUAGES, type Language, MAX_REPORT_DAY, type ReportSettings } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '@/lib/form-errors';
import { LANGUAGE_NAMES } from '@/lib/language';
import { useIsOwner } from '@/lib/session';
import { useSaveReportSettings } from '../api/report-settings';

type Values = { day_of_month: number | string; recipients: string; language: Language; enabled: boolean };

/** The addresses typed one a line (or separated by commas or spaces). */
const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** A field error of `recipients.3` belongs beneath the one recipients box. */
const onFields = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path.startsWith('recipients') ? 'recipients' : path,
      message,
    ]),
  );

/**
 * The day a client's report is made, who receives it, the language it is written in (its readers', whatever
 * the admin's), and whether it is made at all; owners change them.
 */
export function ReportSettingsForm({ settings }: { settings: ReportSettings }) {
  const { t } = useTranslation('commercialClients');
  const isOwner = useIsOwner();
  const save = useSaveReportSettings(settings.client_id);
  const form = useForm<Values>({
    initialValues: {
      day_of_month: settings.day_of_month,
      recipients: settings.recipients.join('\n'),
      language: settings.language,
      enabled: settings.enabled,
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        day_of_month: Number(values.day_of_month),
        recipients: addressesOf(values.recipients),
        language: values.language,
        enabled: values.enabled,
        version: settings.version,
      },
      { onError: (error) => form.setErrors(onFields(fieldErrorsOf(error))) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('reports.settings')}>
      <Stack gap="xs">
        <Switch
          label={t('reports.enabled')}
          disabled={!isOwner}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('reports.day')}
          description={t('reports.dayHint')}
          w={220}
          min={1}
          max={MAX_REPORT_DAY}
          allowDecimal={false}
          clampBehavior="none"
          disabled={!isOwner}
          {...form.getInputProps('day_of_month')}
        />
        <Textarea
          label={t('reports.recipients')}
          description={t('reports.recipientsHint')}
          autosize
          minRows={2}
          maxRows={6}
          disabled={!isOwner}
          {...form.getInputProps('recipients')}
        />
        <Select
          label={t('reports.language')}
          description={t('reports.languageHint')}
          w={220}
          allowDeselect={false}
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          disabled={!isOwner}
          {...form.getInputProps('language')}
        />
        {isOwner && (
          <Group>
            <Button type="submit" size="xs" loading={save.isPending}>
              {t('reports.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
