import { Stack, Text } from '@mantine/core';
import { SignInSettings } from '../../../domains/sso/components/sign-in-settings.tsx';
import { SelectedTenant } from './selected-tenant.tsx';

/**
 * Advanced Settings → MSP Single Sign-On: the provider manages an MSP's sign-in policy and single sign-on,
 * the same settings its admins have in the MSP Center (decision 0076).
 */
export function TenantSignInTab() {
  return (
    <SelectedTenant>
      {({ tenantId, tenantName }) => (
        <Stack gap="md">
          <Text size="sm" c="dimmed" maw={760} data-testid="tenant-sign-in-scope">
            The sign-in of <strong>{tenantName}</strong>, as its admins see it in their MSP Center: the policy
            applies to its admins and its organizations' admins, the single sign-on to its admins and to those
            of its organizations that have no connection of their own.
          </Text>
          <SignInSettings scope={{ tenantId }} whose={tenantName} />
        </Stack>
      )}
    </SelectedTenant>
  );
}
