import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component kept out of its page's first download: its code is asked for as soon as this is called
 * (when the page's module loads, so it arrives alongside the page), and `StandIn`, of the same size,
 * shows in its place until then. For the pieces that bring the floating-position and modal code.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  StandIn: ComponentType<P>,
): ComponentType<P> {
  const loading = load();
  const Loaded = lazy(() => loading);
  return function Deferred(props: P) {
    return (
      <Suspense fallback={<StandIn {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
