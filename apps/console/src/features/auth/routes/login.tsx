import '@/components/ui/screen-styles.css';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { PreferenceToggles } from '@/components/layouts/preference-toggles';
import { paths } from '@/config/screens';
import { useSessionUser } from '@/lib/session';
import { LoginForm } from '../components/login-form';
import classes from './login.module.css';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  if (useSessionUser()) return <Navigate to={paths.home} replace />;

  return (
    <div className={classes.page}>
      <aside className={classes.hero}>
        <Text ff="heading" fw={800} fz="xl">
          {t('app.name')}
        </Text>
        <Stack gap="sm" maw={420}>
          <Title order={2} c="white" fz={36} lh={1.15}>
            {t('auth.heroTitle')}
          </Title>
          <Text fz="lg" opacity={0.9}>
            {t('auth.heroText')}
          </Text>
        </Stack>
        <svg className={classes.fins} viewBox="0 0 100 100" aria-hidden="true">
          <path
            d="M15 10v80M35 10v80M55 10v80M75 10v80"
            stroke="#fff"
            strokeWidth="12"
            strokeLinecap="round"
          />
        </svg>
      </aside>
      <main className={classes.main}>
        <Group justify="flex-end">
          <PreferenceToggles />
        </Group>
        <Paper className={classes.card} withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
          <Stack gap="lg">
            <Logo withTagline />
            <div>
              <Title order={1} fz="h2">
                {t('auth.title')}
              </Title>
              <Text c="dimmed" fz="sm" mt={4}>
                {t('auth.subtitle')}
              </Text>
            </div>
            <LoginForm />
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
