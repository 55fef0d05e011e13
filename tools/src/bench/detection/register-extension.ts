import { getOutbox } from '@baitwatch/contracts/dev-outbox/calls';
import type { ExtensionBrowser } from '../../lib/extension-browser.ts';
import type { BenchOrganization } from './bench-organization.ts';
import type { ConsoleSession } from './console-session.ts';

// Registers the loaded extension as a person would (e2e/tests/extension.test.ts does the same): its
// options page, the license key, an email, and the six-digit code the server mailed, read from the
// dev outbox as the provider.

const CODE_WAIT_MS = 30_000;

async function mailedCode(api: ConsoleSession, email: string): Promise<string> {
  const deadline = Date.now() + CODE_WAIT_MS;
  for (;;) {
    const outbox = await api.call(getOutbox);
    const code = /\b(\d{6})\b/.exec(outbox.mails.find((m) => m.to === email)?.subject ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No registration code was mailed to ${email}`);
    // The mail is written by the request that sent the code; a moment at most.
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function registerExtension(
  browser: ExtensionBrowser,
  serverUrl: string,
  organization: BenchOrganization,
  api: ConsoleSession,
): Promise<void> {
  const email = `bench.${Date.now().toString(36)}@detection-bench.test`;
  const options = await browser.context.newPage();
  await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
  await options.getByLabel('Server address').fill(serverUrl);
  await options.getByLabel('License key').fill(organization.licenseKey);
  await options.getByLabel('Organization email').fill(email);
  await options.getByRole('button', { name: 'Send code' }).click();
  await options.getByText('A six-digit code has been sent').waitFor();
  await options.getByLabel('Code from the email').fill(await mailedCode(api, email));
  await options.getByRole('button', { name: 'Register' }).click();
  // Registered, and the organization's config fetched (its name shows).
  await options.getByText(organization.name).waitFor({ timeout: 30_000 });
  await options.close();
}
