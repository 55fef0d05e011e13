import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// What Mantine asks of the browser that jsdom lacks: media queries (the color scheme, breakpoints),
// resize observers (scroll areas, floating elements), scrolling an option into view (a select's
// arrow keys). None matters to what the tests assert.
if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

Element.prototype.scrollIntoView ??= () => undefined;

// A findBy… waits up to 5 s (the default is 1 s): with the test files running side by side on a small
// machine, a submit's answer and the dialog it opens can take longer than a second to show.
configure({ asyncUtilTimeout: 5_000 });

// Each test draws into a fresh document, with the API it stubbed (test/api-stub.ts) gone.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
