import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import { el, shadowUi } from './shadow-host.ts';

// A blocked URL (the organization's Blocked URLs) is stopped as the page starts loading: loading stops
// and the page is replaced by this notice. There is no way past it: the organization decided. (The
// page's request itself is made; declarativeNetRequest rules could stop it earlier, decision 0052.)

const CSS = `
.page { position: fixed; inset: 0; z-index: 2147483647; background: #f8f9fa; color: #1a1a1a;
  display: flex; align-items: center; justify-content: center; padding: 24px; font-size: 16px; line-height: 1.5; }
.box { max-width: 560px; }
h1 { color: #c92a2a; font-size: 26px; margin: 0 0 12px; }
p { margin: 0 0 10px; overflow-wrap: anywhere; }
@media (prefers-color-scheme: dark) { .page { background: #141517; color: #e9ecef; } h1 { color: #ff8787; } }
`;

export function showBlocked(config: ExtensionConfig, url: string): void {
  // Loading stops and whatever was parsed before the config was read goes (its form included): a
  // body of our own holds the notice.
  window.stop();
  document.documentElement.replaceChildren(document.createElement('head'), document.createElement('body'));
  const { alertConfig: alert, whitelabel } = config;
  const contact = alert.isContactInfoConfigured ? [alert.email, alert.phone].filter(Boolean).join(' · ') : '';
  const ui = shadowUi('baitwatch-blocked', CSS);
  ui.root.append(
    el(
      'div',
      { class: 'page', role: 'alert' },
      el(
        'div',
        { class: 'box' },
        el('h1', {}, 'This page is blocked'),
        el('p', {}, `Your organization blocked ${url}.`),
        contact ? el('p', {}, `Questions? Contact your security team: ${contact}`) : null,
        el('p', {}, `Protected by ${whitelabel.brandName}`),
      ),
    ),
  );
  document.title = 'Blocked page';
}
