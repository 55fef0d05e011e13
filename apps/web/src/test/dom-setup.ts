import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// What Mantine asks of the browser that jsdom lacks: media queries (the color scheme, breakpoints),
// resize observers (scroll areas, floating elements). Neither matters to what the tests assert.
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

// Each test draws into a fresh document, with the API it stubbed (test/api-stub.ts) gone.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
