import { RECOVERY_CODE_COUNT } from '@baitwatch/contracts/mfa/constants';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RenewRecoveryCodesModal } from './renew-recovery-codes-modal.tsx';

/**
 * Profile → Sign-in security → Recovery codes: how many are left and new ones, for an admin with any
 * factor (an authenticator app or passkeys alike: each code signs in once when the factor is lost).
 */
export function RecoveryCodesSection({ left }: { left: number }) {
  const [renewing, setRenewing] = useState(false);
  return (
    <Stack gap="xs" data-testid="recovery-codes-section">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Recovery codes
        </Text>
        <Button variant="default" size="xs" onClick={() => setRenewing(true)}>
          New recovery codes
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {left} of {RECOVERY_CODE_COUNT} recovery codes left. Each signs you in once if your authenticator app
        or passkey is lost.
      </Text>
      {renewing && <RenewRecoveryCodesModal onClose={() => setRenewing(false)} />}
    </Stack>
  );
}
