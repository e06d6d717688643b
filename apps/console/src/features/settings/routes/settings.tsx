import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

export default function SettingsRoute() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <ProfileForm />
      <PasswordForm />
    </Stack>
  );
}
