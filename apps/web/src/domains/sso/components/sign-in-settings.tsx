import { Stack } from '@mantine/core';
import { SignInPolicyPanel } from '../../account/components/sign-in-policy-panel.tsx';
import type { SsoScope } from '../model/sso-scope.ts';
import { SsoPanel } from './sso-panel.tsx';

/**
 * A tenant's or an organization's sign-in settings, as one tab: what it asks of its admins at sign-in,
 * then its own identity provider. The MSP Center, an organization's Settings and the provider's
 * Advanced Settings (a tenant's) show it.
 */
export function SignInSettings({ scope, whose }: { scope: SsoScope; whose: string }) {
  return (
    <Stack gap="lg">
      <SignInPolicyPanel scope={scope} whose={whose} />
      <SsoPanel scope={scope} />
    </Stack>
  );
}
