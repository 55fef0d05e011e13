import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import { el, type ShadowUi, shadowUi } from './shadow-host.ts';

// The warning over a detected page: the organization's label and contact information (the Config
// tab), what was found, "Leave this page", "Report as phishing" and "This is safe" (unless the
// organization hid it). A modal alert dialog: focus moves into it and Tab stays inside.

const CSS = `
.backdrop { position: fixed; inset: 0; z-index: 2147483647; background: rgba(20, 0, 0, .78);
  display: flex; align-items: center; justify-content: center; padding: 16px; }
.dialog { max-width: 560px; width: 100%; background: #fff; color: #1a1a1a; border-radius: 10px;
  border-top: 8px solid #c92a2a; padding: 24px 28px; box-shadow: 0 12px 40px rgba(0,0,0,.45); font-size: 15px; line-height: 1.5; }
.label { font-size: 13px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; color: #c92a2a; margin: 0 0 4px; }
h1 { font-size: 22px; margin: 0 0 12px; color: #1a1a1a; }
p { margin: 0 0 12px; }
.contact { background: #f1f3f5; border-radius: 6px; padding: 10px 12px; font-size: 14px; }
.actions { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 18px; }
button { font: inherit; font-size: 14px; border-radius: 6px; padding: 9px 16px; cursor: pointer; border: 1px solid #adb5bd; background: #fff; color: #1a1a1a; }
button.primary { background: #c92a2a; border-color: #c92a2a; color: #fff; font-weight: 600; }
button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
button:disabled { opacity: .6; cursor: default; }
.thanks { color: #2b8a3e; font-weight: 600; }
.why { margin: 0 0 12px; font-size: 14px; }
.why summary { cursor: pointer; font-weight: 600; }
.why ul { margin: 6px 0 0; padding-left: 20px; }
.footer { margin-top: 16px; font-size: 12px; color: #495057; }
@media (prefers-color-scheme: dark) {
  .dialog { background: #1f1f23; color: #e9ecef; }
  h1 { color: #f8f9fa; }
  .label { color: #ff8787; }
  .contact { background: #2c2e33; }
  button { background: #2c2e33; color: #e9ecef; border-color: #5c5f66; }
  .footer { color: #adb5bd; }
  .thanks { color: #69db7c; }
}
`;

export interface WarningContent {
  config: ExtensionConfig;
  /** The brands the page imitates (empty for a Google Form without one). */
  brands: string[];
  /** Why, in words: the strongest reasons first. */
  why: string[];
  host: string;
  googleForm: boolean;
}

export interface WarningActions {
  /** Reports the page as phishing; answers when the report is queued. Null when threat reporting is off. */
  reportPhish: ((hide: () => void, show: () => void) => Promise<void>) | null;
  /** The person chose "This is safe": the warning is gone. */
  dismissed(): void;
}

function whatWasFound({ brands, host, googleForm }: WarningContent): string {
  if (googleForm)
    return 'This Google Form asks for a password. Never enter a password in a form: your organization will never ask for one this way.';
  const names = brands.join(', ');
  return `This page looks like a sign-in page of ${names}, but ${host} is not a site of ${names}. Do not enter your password or any other details here.`;
}

function contactLine(alert: ExtensionConfig['alertConfig']): HTMLElement | null {
  if (!alert.isContactInfoConfigured) return null;
  const parts = [alert.email, alert.phone].filter((p): p is string => Boolean(p));
  if (parts.length === 0) return null;
  return el('p', { class: 'contact' }, `Questions? Contact your security team: ${parts.join(' · ')}`);
}

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapFocus(root: ShadowRoot, dialog: HTMLElement) {
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const buttons = [...dialog.querySelectorAll('button:not(:disabled), summary')] as HTMLElement[];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && root.activeElement === first) {
      last.focus();
      event.preventDefault();
    } else if (!event.shiftKey && root.activeElement === last) {
      first.focus();
      event.preventDefault();
    }
  });
}

const WHY_MAX = 4;

function whyList(why: readonly string[]): HTMLElement | null {
  if (why.length === 0) return null;
  return el(
    'details',
    { class: 'why' },
    el('summary', {}, 'Why this warning'),
    el('ul', {}, ...why.slice(0, WHY_MAX).map((line) => el('li', {}, line))),
  );
}

export function showWarning(content: WarningContent, actions: WarningActions): ShadowUi {
  const { alertConfig: alert, whitelabel } = content.config;
  const ui = shadowUi('baitwatch-warning', CSS);
  const label = alert.isLabelConfigured ? alert.label : whitelabel.brandName;
  const leave = el('button', { class: 'primary', type: 'button' }, 'Leave this page');
  const report = actions.reportPhish ? el('button', { type: 'button' }, 'Report as phishing') : null;
  const safe = alert.hideThisIsSafeButton ? null : el('button', { type: 'button' }, 'This is safe');
  const status = el('p', { role: 'status' });
  const dialog = el(
    'div',
    {
      class: 'dialog',
      role: 'alertdialog',
      'aria-modal': 'true',
      'aria-labelledby': 'bw-title',
      'aria-describedby': 'bw-what',
    },
    el('p', { class: 'label' }, label),
    el('h1', { id: 'bw-title' }, 'Warning: this may be a phishing page'),
    el('p', { id: 'bw-what' }, whatWasFound(content)),
    whyList(content.why),
    contactLine(alert),
    status,
    el('div', { class: 'actions' }, leave, report, safe),
    el('p', { class: 'footer' }, `Protected by ${whitelabel.brandName}`),
  );
  ui.root.append(el('div', { class: 'backdrop' }, dialog));
  trapFocus(ui.root, dialog);

  leave.addEventListener('click', () => {
    window.location.replace('about:blank');
  });
  safe?.addEventListener('click', () => {
    ui.remove();
    actions.dismissed();
  });
  report?.addEventListener('click', async () => {
    if (!actions.reportPhish) return;
    report.disabled = true;
    try {
      // The screenshot is of the page, not of this warning: hidden while it is taken.
      await actions.reportPhish(
        () => {
          ui.host.style.visibility = 'hidden';
        },
        () => {
          ui.host.style.visibility = '';
        },
      );
      status.className = 'thanks';
      status.textContent = 'Thank you. The page was reported to your security team.';
    } catch {
      report.disabled = false;
      status.textContent = 'The report could not be made. Please try again.';
    }
  });
  leave.focus();
  return ui;
}
