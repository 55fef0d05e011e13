import type { ManagedPolicy } from './managed-policy.ts';

/**
 * Linux: each browser reads its machine-wide policy from every `*.json` file in one directory, and an
 * extension's managed storage (chrome.storage.managed) from that file's `3rdparty` section. The same
 * five values as the Windows installer's registry keys (decision 0042). There is no Linux installer
 * on the Deployment page; an admin or a configuration tool (Ansible, Puppet, Salt) writes the file
 * (README, decision 0059). Chromium's path is the one the browser tests prove (Debian's Chromium; an
 * older Ubuntu `chromium-browser` package reads /etc/chromium-browser/policies/managed instead).
 */
export const LINUX_POLICY_DIRS = {
  chromium: '/etc/chromium/policies/managed',
  chrome: '/etc/opt/chrome/policies/managed',
  edge: '/etc/opt/edge/policies/managed',
} as const;

/** The policy file's content that hands one extension (by id) its managed values. */
export function linuxManagedPolicyFile(extensionId: string, policy: ManagedPolicy) {
  return { '3rdparty': { extensions: { [extensionId]: policy } } };
}
