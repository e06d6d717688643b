import { AppShell, Box, Burger, Group, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { NavMenu } from './nav-menu';
import { PreferenceToggles } from './preference-toggles';
import { UserMenu } from './user-menu';

const DRAWER_WIDTH = 260;
const WIDE_SCREEN = '(min-width: 1366px)';

type AppLayoutProps = {
  /** What the header shows beside the display toggles on every screen (the open alarms). */
  status?: ReactNode;
  children: ReactNode;
};

export function AppLayout({ status, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery(WIDE_SCREEN, window.matchMedia(WIDE_SCREEN).matches, {
    getInitialValueInEffect: false,
  });
  const [opened, setOpened] = useState(isWide);

  // The drawer follows the window: open on wide screens, closed below 1366 px.
  useEffect(() => setOpened(isWide), [isWide]);
  const closeOnNarrow = () => !isWide && setOpened(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: DRAWER_WIDTH, breakpoint: 1366, collapsed: { mobile: !opened, desktop: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={() => setOpened(!opened)}
              size="sm"
              aria-label={t(opened ? 'header.closeNavigation' : 'header.openNavigation')}
              aria-expanded={opened}
            />
            {/* A phone's header keeps its width for the display toggles and the account menu. */}
            <Box visibleFrom="xs">
              <Logo />
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {status}
            <PreferenceToggles />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar w={DRAWER_WIDTH} aria-label={t('header.navigation')}>
        <AppShell.Section grow component={ScrollArea} p="sm">
          <NavMenu onNavigate={closeOnNarrow} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main">{children}</AppShell.Main>
    </AppShell>
  );
}
