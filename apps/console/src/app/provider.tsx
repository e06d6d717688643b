import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { themeWith } from '@/config/theme';
import { NUMBER_SEPARATORS } from '@/lib/format';
import { directionIn } from '@/lib/preferences';
import { followOtherTabs, followSystemColorScheme } from '@/lib/preferences-store';
import { queryClient } from '@/lib/query-client';
import { usePreferences } from '@/lib/use-preferences';
import { DocumentPreferences } from './document-preferences';

// Toasts queue in the notifications store until the container arrives, so nothing shown early is lost.
const Toaster = lazy(() => import('@/components/ui/toaster'));

/**
 * The toasts' container, loaded with the first toast and kept from then on: the login and the dashboard
 * draw without it (and its transitions), as most visits show no toast at all.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  const { t } = useTranslation();
  // The page's language is loaded before the first render (main.tsx) and kept for the page's life.
  const theme = useMemo(
    () => themeWith({ closeLabel: t('common.close'), decimalSeparator: NUMBER_SEPARATORS.decimal }),
    [t],
  );
  useEffect(followSystemColorScheme, []);
  useEffect(followOtherTabs, []);

  return (
    <DirectionProvider initialDirection={directionIn(preferences)} detectDirection={false}>
      <MantineProvider theme={theme} forceColorScheme={preferences.isDarkMode ? 'dark' : 'light'}>
        <DocumentPreferences preferences={preferences} />
        <Toasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
