import { type RenderedPage, renderLoginPage } from './fake-login-page.ts';
import type { Campaign } from './fleet-events.ts';

/**
 * Screenshots rendered once per brand, device and variant, then reused by every event of that look:
 * rendering is the slow part of generating evidence (tens of milliseconds each).
 */
export function screenshotPool(options: { texture?: number } = {}) {
  const pages = new Map<string, Promise<RenderedPage>>();
  return {
    get(campaign: Campaign, device: 'D' | 'M'): Promise<RenderedPage> {
      const key = `${campaign.brand}|${device}|${campaign.page.variant}`;
      let page = pages.get(key);
      if (!page) {
        page = renderLoginPage({
          brand: campaign.brand,
          device,
          ...campaign.page,
          texture: options.texture ?? 0,
        });
        pages.set(key, page);
      }
      return page;
    },
    get size() {
      return pages.size;
    },
  };
}
export type ScreenshotPool = ReturnType<typeof screenshotPool>;
