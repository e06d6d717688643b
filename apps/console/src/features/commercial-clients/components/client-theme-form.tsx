import '@mantine/core/styles/Grid.css';
import { Grid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BrandColors, type CommercialClientDetail, ZBrandColors } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/forms/form-actions';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { useUpdateClientTheme } from '../api/update-client-theme';
import { brandColorsOf } from '../utils/brand';
import { AppPreview } from './app-preview';
import { BrandColorsEditor } from './brand-colors-editor';

type ClientThemeFormProps = { client: CommercialClientDetail; onDone: () => void };

/** The add form's colour editor and preview, for an existing client's colours. */
export function ClientThemeForm({ client, onDone }: ClientThemeFormProps) {
  const { t } = useTranslation('commercialClients');
  const update = useUpdateClientTheme();
  const form = useForm<BrandColors>({
    initialValues: brandColorsOf(client),
    validate: validateWith(ZBrandColors),
  });

  const submit = form.onSubmit((colors) =>
    update.mutate(
      { id: client.id, colors, version: client.version },
      { onSuccess: onDone, onError: (error) => form.setErrors(fieldErrorsOf(error)) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <BrandColorsEditor
            colors={form.values}
            onChange={(field, color) => form.setFieldValue(field, color)}
            errors={form.errors}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AppPreview colors={form.values} />
        </Grid.Col>
      </Grid>
      <FormActions submit={t('detail.saveColors')} pending={update.isPending} cancel={onDone} mt="lg" />
    </form>
  );
}
