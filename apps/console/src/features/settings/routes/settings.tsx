import '@mantine/core/styles/Alert.css';
import { Alert, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { useSessionUser } from '@/lib/session';
import { LanguageSection } from '../components/language-section';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';

/**
 * `/settings`; `#two-factor` opens it at that section. An admin whom an owner requires to set up a second
 * factor is sent here from every other screen: the banner says why, and the section comes first.
 */
export default function SettingsRoute() {
  const { t } = useTranslation('settings');
  const { hash } = useLocation();
  const required = useSessionUser()?.mfa_setup_required ?? false;
  // Kept for the visit: the section stays put while its recovery codes show, after the requirement is met.
  const [twoFactorFirst] = useState(required);
  // First, the section needs no scrolling to: the banner above it stays in sight.
  useEffect(() => {
    if (hash === '#two-factor' && !twoFactorFirst) document.getElementById('two-factor')?.scrollIntoView();
  }, [hash, twoFactorFirst]);

  const twoFactor = <TwoFactorSection />;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {required && (
        <Alert
          variant="light"
          color="ember"
          icon={<IconShieldLock size={20} />}
          title={t('twoFactor.requiredTitle')}
        >
          {t('twoFactor.requiredBanner')}
        </Alert>
      )}
      {twoFactorFirst && twoFactor}
      <ProfileForm />
      <PasswordForm />
      <LanguageSection />
      {!twoFactorFirst && twoFactor}
      <SessionsSection blocked={required} />
    </Stack>
  );
}
