import { useCallback, useSyncExternalStore } from 'react';

/**
 * Page filters live here, outside the pages, so that they survive navigation between pages but not
 * a change of organization: the shell calls `resetAllFilters()` whenever the selection changes,
 * and every page reads its defaults again (spec: "Changing the customer resets filters").
 */
const values = new Map<string, unknown>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getFilters<T>(name: string, defaults: T): T {
  return values.has(name) ? (values.get(name) as T) : defaults;
}

export function setFilters<T>(name: string, next: T): void {
  values.set(name, next);
  emit();
}

export function resetAllFilters(): void {
  if (values.size === 0) return;
  values.clear();
  emit();
}

/** `[filters, setFilters, resetFilters]` for one page's filter object. */
export function useFilters<T>(name: string, defaults: T): [T, (next: T) => void, () => void] {
  useSyncExternalStore(subscribe, () => version);
  const current = getFilters(name, defaults);
  const set = useCallback((next: T) => setFilters(name, next), [name]);
  const reset = useCallback(() => {
    values.delete(name);
    emit();
  }, [name]);
  return [current, set, reset];
}
