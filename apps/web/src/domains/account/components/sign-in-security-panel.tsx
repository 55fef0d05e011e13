import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMfaStatus, useRemoveTotp } from '../api/mfa.ts';
import { usePasskeys } from '../api/passkeys.ts';
import { CodePromptModal } from './code-prompt-modal.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { RecoveryCodesSection } from './recovery-codes-section.tsx';
import { TotpEnrolmentModal } from './totp-enrolment-modal.tsx';

type Open = 'enrol' | 'remove' | null;

/**
 * Profile → Sign-in security: the signed-in admin's authenticator app (issue 26). Set it up, see when
 * it was last used, or remove it (with a current code). Below it, their passkeys (decision 0077), and
 * the recovery codes that stand in for either: how many are left, and new ones.
 */
export function SignInSecurityPanel() {
  const status = useMfaStatus();
  const passkeys = usePasskeys();
  const remove = useRemoveTotp();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    remove.reset();
    setOpen(null);
  };
  // Codes recover a factor: an admin with none has nothing to renew them for.
  const hasPasskeys = (passkeys.data?.passkeys.length ?? 0) > 0;
  const hasFactor = Boolean(status.data?.totp) || hasPasskeys;

  return (
    <Paper withBorder p="lg" radius="md" maw={560} mih={150} data-testid="sign-in-security">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldLock size={20} aria-hidden />
          <Title order={2} fz="h4">
            Sign-in security
          </Title>
        </Group>
        {!status.isSuccess ? (
          <QueryFallback query={status} title={MFA_MESSAGES.couldNotLoad} height={72} />
        ) : status.data.totp ? (
          <>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                Authenticator app
              </Text>
              <Badge color="teal" variant="light" tt="none">
                On
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Set up {formatDateTime(status.data.totp.created)}
              {status.data.totp.lastUsedAt
                ? `, last used ${formatDateTime(status.data.totp.lastUsedAt)}`
                : ''}
              .
            </Text>
            <Group gap="xs">
              <Button variant="subtle" color="red" size="xs" onClick={() => setOpen('remove')}>
                Remove
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Ask for a code from an authenticator app after your password, so a stolen password alone opens
              nothing.
            </Text>
            <Group>
              <Button size="xs" onClick={() => setOpen('enrol')}>
                Set up an authenticator app
              </Button>
            </Group>
          </>
        )}
        <Divider />
        <PasskeysSection hasAuthenticatorApp={Boolean(status.data?.totp)} />
        {status.isSuccess && hasFactor && (
          <>
            <Divider />
            <RecoveryCodesSection left={status.data.recoveryCodesLeft} />
          </>
        )}
      </Stack>
      {open === 'enrol' && <TotpEnrolmentModal onClose={close} />}
      {open === 'remove' && (
        <CodePromptModal
          title="Remove the authenticator app"
          explanation={
            // With a passkey left the second factor stays, and so do the codes that recover it.
            hasPasskeys
              ? 'Logins will ask for one of your passkeys instead; your recovery codes keep working. Enter a current code to confirm.'
              : 'Logins will ask for your password only, and your recovery codes stop working. Enter a current code to confirm.'
          }
          submitLabel="Remove"
          danger
          mutation={{
            ...remove,
            mutate: (code) =>
              remove.mutate(code, {
                onSuccess: () => {
                  notifySuccess(MFA_MESSAGES.removed);
                  close();
                },
              }),
          }}
          onClose={close}
        />
      )}
    </Paper>
  );
}
