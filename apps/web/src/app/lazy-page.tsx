import { type ComponentType, use, useSyncExternalStore } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

export interface LazyPage {
  /** The page's component once its code is here. */
  loaded: () => ComponentType | undefined;
  /** Starts downloading the page's code (once); drawing the page waits for the same download. */
  preload: () => Promise<ComponentType>;
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
  let loaded: ComponentType | undefined;
  let download: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!download) {
      setLoading(1);
      download = load()
        .then((module) => {
          loaded = module.default;
          return loaded;
        })
        .finally(() => setLoading(-1));
    }
    return download;
  };
  return { loaded: () => loaded, preload };
}

/**
 * Draws a lazy page: at once when its code is here, else suspended until it is. (React.lazy suspends
 * once even then, and React holds back what a Suspense boundary reveals for 300 ms after its fallback
 * showed, which every first visit would wait for.)
 */
export function LazyPageView({ page }: { page: LazyPage }) {
  const Loaded = page.loaded() ?? use(page.preload());
  return <Loaded />;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while some page's code is downloading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, () => loading > 0);
}
