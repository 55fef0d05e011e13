import { useSyncExternalStore } from 'react';
import { writeStored } from './local-store.ts';

/** The spec's theme config (doc 1 §3), kept in local storage under these exact keys. */
export const NAVBAR_POSITIONS = ['top', 'vertical'] as const;
export const NAVBAR_STYLES = ['transparent', 'inverted', 'card', 'vibrant'] as const;

export interface ThemeConfig {
  isFluid: boolean;
  isRTL: boolean;
  /** Absent until the user picks light or dark in the theme settings: the system's setting applies. */
  isDark?: boolean;
  navbarPosition: (typeof NAVBAR_POSITIONS)[number];
  isNavbarVerticalCollapsed: boolean;
  navbarStyle: (typeof NAVBAR_STYLES)[number];
  currency: string;
}

export const DEFAULT_THEME_CONFIG: ThemeConfig = {
  isFluid: false,
  isRTL: false,
  navbarPosition: 'top',
  isNavbarVerticalCollapsed: false,
  navbarStyle: 'transparent',
  currency: '$',
};

export const THEME_STORAGE_KEY = 'baitwatch.theme';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

// Checked by hand rather than with zod: this runs before the first paint, in the smallest bundle.
const CHECKS: { [K in keyof ThemeConfig]-?: (value: unknown) => value is ThemeConfig[K] } = {
  isFluid: isBoolean,
  isRTL: isBoolean,
  isDark: isBoolean,
  navbarPosition: oneOf(NAVBAR_POSITIONS),
  isNavbarVerticalCollapsed: isBoolean,
  navbarStyle: oneOf(NAVBAR_STYLES),
  currency: (value): value is string => typeof value === 'string' && value.length > 0 && value.length <= 5,
};

/** Keeps each stored key that is valid on its own, so one bad value does not lose the others. */
export function parseThemeConfig(raw: unknown): ThemeConfig {
  const config: ThemeConfig = { ...DEFAULT_THEME_CONFIG };
  if (!raw || typeof raw !== 'object') return config;
  const stored = raw as Record<string, unknown>;
  for (const key of Object.keys(CHECKS) as (keyof ThemeConfig)[]) {
    const value = stored[key];
    if (CHECKS[key](value)) Object.assign(config, { [key]: value });
  }
  return config;
}

function load(): ThemeConfig {
  try {
    const raw = window.localStorage.getItem(THEME_STORAGE_KEY);
    return parseThemeConfig(raw === null ? null : JSON.parse(raw));
  } catch {
    return DEFAULT_THEME_CONFIG;
  }
}

const listeners = new Set<() => void>();
let current: ThemeConfig = typeof window === 'undefined' ? DEFAULT_THEME_CONFIG : load();

export function getThemeConfig(): ThemeConfig {
  return current;
}

function save(next: ThemeConfig): void {
  current = next;
  writeStored(THEME_STORAGE_KEY, current);
  for (const listener of listeners) listener();
}

export function updateThemeConfig(patch: Partial<ThemeConfig>): void {
  save({ ...current, ...patch });
}

/** Back to the defaults, the colour scheme included: it follows the system again. */
export function resetThemeConfig(): void {
  save({ ...DEFAULT_THEME_CONFIG });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeConfig(): ThemeConfig {
  return useSyncExternalStore(subscribe, getThemeConfig, getThemeConfig);
}
