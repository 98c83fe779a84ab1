import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LiveUpdatesProvider } from '../entities/live-updates';
import { SessionProvider } from '../entities/session';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** Where the chosen colour scheme is remembered; until one is chosen the system setting applies. */
export const COLOR_SCHEME_STORAGE_KEY = 'tradehall-color-scheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      // Every theme variable is written at runtime, so the first page does without Mantine's 27 KB
      // default-css-variables.css (main.tsx).
      deduplicateCssVariables={false}
    >
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LiveUpdatesProvider>{children}</LiveUpdatesProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
