import { type ComponentType, type LazyExoticComponent, lazy, useSyncExternalStore } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's code (once); rendering the page waits for the same download. */
  preload: () => PageModule;
}

// How many pages' code is downloading: the shell shows a progress line while any is. Navigations
// are transitions, so the page being left stays on screen until the next one's code is here.
let loading = 0;
const listeners = new Set<() => void>();

function setLoading(change: number) {
  loading += change;
  for (const listener of listeners) listener();
}

/** A page whose code is downloaded on first visit, or earlier through `preload`. */
export function lazyPage(load: () => PageModule): LazyPage {
  let download: PageModule | undefined;
  const preload = () => {
    if (!download) {
      setLoading(1);
      download = load().finally(() => setLoading(-1));
    }
    return download;
  };
  return { Component: lazy(preload), preload };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while some page's code is downloading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, () => loading > 0);
}
