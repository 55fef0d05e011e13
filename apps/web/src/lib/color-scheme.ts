import { useSyncExternalStore } from 'react';
import { type ThemeConfig, useThemeConfig } from './theme-config.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the operating system (through the browser) asks for dark colours. */
export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true;
}

/** The scheme in use: the user's pick in the theme settings, else the system's (decision 0032). */
export function isDarkScheme(config: ThemeConfig, systemDark: boolean): boolean {
  return config.isDark ?? systemDark;
}

function subscribe(listener: () => void) {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** The scheme in use, following a change of the system's setting while the console is open. */
export function useDarkScheme(): boolean {
  const config = useThemeConfig();
  const systemDark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  return isDarkScheme(config, systemDark);
}
