import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';

// Our wording: the spec names the two welcome popups and what they tell, not their text.
export const WELCOME_MESSAGES = {
  noExtensionUsers: {
    title: 'Welcome',
    body: 'No extension users are registered yet. Go to Deployment to install the extension for your users; their detections will appear here.',
  },
  noOrganizations: {
    title: 'Welcome',
    body: 'You have no organizations yet. Add your organizations in the MSP Center, then go to Deployment to install the extension for their users.',
  },
} as const;

export type WelcomeKind = keyof typeof WELCOME_MESSAGES;

/**
 * Which welcome popup the feed shows (spec doc 1 §2): a TenantAdmin without organizations is told
 * to add them; any other non-provider whose scope has no extension user (count below 1) is told to
 * go to Deployment. Null while the count is unknown.
 */
export function welcomeKind(
  role: Role,
  organizationCount: number,
  extensionUsers: number | undefined,
): WelcomeKind | null {
  if (role === PROVIDER_ROLE) return null;
  if (role === 'TenantAdmin' && organizationCount === 0) return 'noOrganizations';
  if (extensionUsers === undefined) return null;
  return extensionUsers < 1 ? 'noExtensionUsers' : null;
}
