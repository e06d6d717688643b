import '@/components/ui/screen-styles.css';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { PreferenceToggles } from '@/components/layouts/preference-toggles';
import classes from './auth-layout.module.css';

type AuthLayoutProps = { title: string; subtitle: string; children: ReactNode };

/** The screens before a session (login, accepting an invitation): the brand's panel beside a card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
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
                {title}
              </Title>
              <Text c="dimmed" fz="sm" mt={4}>
                {subtitle}
              </Text>
            </div>
            {children}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
