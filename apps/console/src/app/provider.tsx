import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect } from 'react';
import { theme } from '@/config/theme';
import { followOtherTabs, followSystemColorScheme, usePreferences } from '@/lib/preferences-store';
import { queryClient } from '@/lib/query-client';
import { DocumentPreferences } from './document-preferences';

// Toasts queue in the notifications store until the container arrives, so nothing shown early is lost.
const Toaster = lazy(() => import('@/components/ui/toaster'));

export function AppProvider({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  useEffect(followSystemColorScheme, []);
  useEffect(followOtherTabs, []);

  return (
    <DirectionProvider initialDirection={preferences.direction} detectDirection={false}>
      <MantineProvider theme={theme} forceColorScheme={preferences.isDarkMode ? 'dark' : 'light'}>
        <DocumentPreferences preferences={preferences} />
        <Suspense>
          <Toaster />
        </Suspense>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
