import { PasswordInput, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH, ZChangePasswordRequest } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/forms/form-actions';
import { fieldErrorsOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

type PasswordValues = { old_password: string; new_password: string; confirm_password: string };

const validateRequest = validateWith(ZChangePasswordRequest);

export function PasswordForm() {
  const { t } = useTranslation('settings');
  const form = useForm<PasswordValues>({
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validate: (values) => ({
      ...validateRequest(values),
      ...(values.confirm_password !== values.new_password && {
        confirm_password: t('settings.passwordsDiffer'),
      }),
    }),
  });
  const changePassword = useChangePassword({ onSuccess: form.reset });

  const submit = form.onSubmit(({ old_password, new_password }) =>
    changePassword.mutate(
      { old_password, new_password },
      { onError: (error) => form.setErrors(fieldErrorsOf(error)) },
    ),
  );

  return (
    <SettingsSection
      title={t('settings.passwordTitle')}
      description={t('settings.passwordDescription', { min: PASSWORD_MIN_LENGTH })}
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          <PasswordInput
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('old_password')}
          />
          <PasswordInput
            label={t('settings.newPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label={t('settings.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm_password')}
          />
        </SimpleGrid>
        <FormActions submit={t('settings.changePassword')} pending={changePassword.isPending} mt="lg" />
      </form>
    </SettingsSection>
  );
}
