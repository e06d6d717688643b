import { Button, EmptyState, Paper, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { useCurrentScreen } from '@/components/layouts/use-current-screen';
import { paths, type Screen } from '@/config/screens';
import { useIsOwner } from '@/lib/session';

const TITLES = {
  alarmRules: 'ownersOnly.alarmRules',
  webhooks: 'ownersOnly.webhooks',
  admins: 'ownersOnly.admins',
  auditLog: 'ownersOnly.auditLog',
} as const satisfies Partial<Record<Screen['id'], string>>;

const titleOf = (screen: Screen | undefined) =>
  (screen && TITLES[screen.id as keyof typeof TITLES]) ?? 'ownersOnly.title';

/**
 * Guards the owners' screens. An admin who reaches one (a bookmark, a link from an owner) reads why it is not
 * theirs, instead of a screen whose every call the server refuses.
 */
export function RequireOwner() {
  const { t } = useTranslation();
  const screen = useCurrentScreen();
  if (useIsOwner()) return <Outlet />;
  return (
    <>
      <PageHeader title={screen ? t(`screens.${screen.id}`) : ''} />
      <Paper withBorder radius="lg" maw={640}>
        <EmptyState py="xl">
          <EmptyState.Indicator>
            <ThemeIcon variant="light" color="gray" radius="xl" size={48}>
              <IconLock size={24} />
            </ThemeIcon>
          </EmptyState.Indicator>
          <EmptyState.Title order={2} fz="h4">
            {t(titleOf(screen))}
          </EmptyState.Title>
          <EmptyState.Description>{t('ownersOnly.description')}</EmptyState.Description>
          <EmptyState.Actions>
            <Button component={Link} to={paths.home} variant="default">
              {t('ownersOnly.back')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </>
  );
}
