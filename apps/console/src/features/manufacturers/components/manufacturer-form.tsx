import '@mantine/core/styles/Progress.css';
import { Progress, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Manufacturer, type ManufacturerFields, ZManufacturerFields } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/forms/form-actions';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { useSaveManufacturer } from '../api/save-manufacturer';
import { LogoDropzone } from './logo-dropzone';

type ManufacturerFormProps = { manufacturer?: Manufacturer; onSaved: () => void; onCancel: () => void };

/** Adds or edits a manufacturer; the logo uploads with a progress bar, and editing keeps it unless replaced. */
export function ManufacturerForm({ manufacturer, onSaved, onCancel }: ManufacturerFormProps) {
  const { t } = useTranslation('manufacturers');
  const save = useSaveManufacturer();
  const [logo, setLogo] = useState<File>();
  const [logoError, setLogoError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const form = useForm<ManufacturerFields>({
    initialValues: {
      title: manufacturer?.title ?? '',
      website: manufacturer?.website ?? '',
      info: manufacturer?.info ?? '',
    },
    validate: validateWith(ZManufacturerFields),
  });

  const submit = form.onSubmit((fields) => {
    setProgress(0);
    save.mutate(
      {
        id: manufacturer?.id,
        form: { ...fields, logo, version: manufacturer?.version },
        onProgress: setProgress,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const { logo: logoProblem, ...fieldErrors } = fieldErrorsOf(error);
          form.setErrors(fieldErrors);
          if (logoProblem) setLogoError(String(logoProblem));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('manufacturers.form.title')}
          required
          maxLength={80}
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t('manufacturers.form.website')}
          description={t('manufacturers.form.websiteHint')}
          required
          type="url"
          placeholder="https://"
          {...form.getInputProps('website')}
        />
        <Textarea
          label={t('manufacturers.form.info')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('info')}
        />
        <LogoDropzone
          file={logo}
          currentUrl={manufacturer?.logo_url ?? null}
          onChange={setLogo}
          error={logoError}
          onError={setLogoError}
          disabled={save.isPending}
        />
        {save.isPending && logo && (
          <Progress value={progress} size="sm" animated aria-label={t('manufacturers.form.uploading')} />
        )}
        <FormActions
          submit={t(manufacturer ? 'manufacturers.form.save' : 'manufacturers.form.create')}
          pending={save.isPending}
          cancel={onCancel}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
