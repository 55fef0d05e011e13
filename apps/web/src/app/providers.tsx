import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useDarkScheme } from '../lib/color-scheme.ts';
import { useThemeConfig } from '../lib/theme-config.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Follows the RTL setting: Mantine's direction context and the document's `dir`. */
function DirectionSync() {
  const { isRTL } = useThemeConfig();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(isRTL ? 'rtl' : 'ltr'), [isRTL, setDirection]);
  return null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { isRTL } = useThemeConfig();
  const isDark = useDarkScheme();
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={isRTL ? 'rtl' : 'ltr'} detectDirection={false}>
        <DirectionSync />
        {/* Both: Mantine writes its default on mount before it applies the forced one, and a page drawn
            between the two flashed light in dark mode. */}
        <MantineProvider
          theme={theme}
          defaultColorScheme={isDark ? 'dark' : 'light'}
          forceColorScheme={isDark ? 'dark' : 'light'}
          cssVariablesResolver={cssVariablesResolver}
        >
          {children}
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
