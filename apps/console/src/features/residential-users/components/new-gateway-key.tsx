import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { deviceKeyOperations, type OperationData } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/forms/form-actions';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { useCreateDeviceKey } from '../api/device-keys';

export type CreatedKey = OperationData<typeof deviceKeyOperations.create>;
type NewGatewayKeyProps = {
  home: { id: number; name: string };
  onCreated: (created: CreatedKey) => void;
  onCancel: () => void;
};

/** A new key for a home's gateway, with a label to tell it from the others; the server answers it once. */
export function NewGatewayKey({ home, onCreated, onCancel }: NewGatewayKeyProps) {
  const { t } = useTranslation('residentialUsers');
  const create = useCreateDeviceKey();
  const form = useForm({
    initialValues: { label: '' },
    validate: validateWith(deviceKeyOperations.create.body),
  });
  const submit = form.onSubmit(({ label }) =>
    create.mutate(
      { homeId: home.id, label },
      {
        onSuccess: (answer) => onCreated(answer.data),
        onError: (error) => form.setErrors(fieldErrorsOf(error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{t('gatewayKeys.form.intro', { home: home.name })}</Text>
        <TextInput
          label={t('gatewayKeys.form.label')}
          description={t('gatewayKeys.form.labelHint')}
          maxLength={100}
          dir="auto"
          data-autofocus
          {...form.getInputProps('label')}
        />
        <FormActions submit={t('gatewayKeys.form.create')} pending={create.isPending} cancel={onCancel} />
      </Stack>
    </form>
  );
}
