import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import { el, shadowUi } from './shadow-host.ts';

// What the page shows while the extension scans it (the Config tab's Progress Bar): a full-size
// banner, a thin progress bar, or nothing. Spec doc 2 §4: None = banner off and bar off; Thin =
// banner on and bar on; Full-size = banner on, bar off.

export type BannerStyle = 'banner' | 'bar' | 'none';

export function bannerStyle(alert: ExtensionConfig['alertConfig']): BannerStyle {
  if (!alert.showProcessingBanner) return 'none';
  return alert.showProcessingBar ? 'bar' : 'banner';
}

const CSS = `
.banner { position: fixed; inset: 0 0 auto 0; z-index: 2147483647; padding: 12px 20px;
  background: #1d3557; color: #fff; font-size: 15px; display: flex; gap: 12px; align-items: center;
  box-shadow: 0 2px 8px rgba(0,0,0,.3); }
.bar { position: fixed; inset: 0 0 auto 0; height: 4px; z-index: 2147483647; background: rgba(29,53,87,.25); overflow: hidden; }
.bar::after { content: ""; position: absolute; inset: 0 auto 0 0; width: 40%; background: #3a86ff;
  animation: run 1s linear infinite; }
@keyframes run { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
@media (prefers-reduced-motion: reduce) { .bar::after { animation: none; width: 100%; } }
`;

/** Shows the scan's banner or bar; answers how to take it off. */
export function showProcessing(style: BannerStyle, brandName: string): () => void {
  if (style === 'none') return () => undefined;
  const ui = shadowUi('baitwatch-processing', CSS);
  const text = `${brandName} is checking this page`;
  ui.root.append(
    style === 'banner'
      ? el('div', { class: 'banner', role: 'status', 'data-style': 'banner' }, `${text}…`)
      : el('div', { class: 'bar', role: 'progressbar', 'aria-label': text, 'data-style': 'bar' }),
  );
  return ui.remove;
}
