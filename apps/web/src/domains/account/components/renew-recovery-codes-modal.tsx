import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorNote } from '../../../components/error-note.tsx';
import { useRegenerateRecoveryCodes } from '../api/mfa.ts';
import { RecoveryCodesShown } from './recovery-codes-view.tsx';

/**
 * New recovery codes in place of the old ones, shown once. It asks no code itself: the call is a
 * step-up change (decision 0075), so a session without a factor proved in the last minutes gets the
 * shell's prompt (a code or a passkey) and the call goes on once it is answered.
 */
export function RenewRecoveryCodesModal({ onClose }: { onClose: () => void }) {
  const renew = useRegenerateRecoveryCodes();
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="New recovery codes"
      size="md"
      centered
    >
      {renew.data ? (
        <RecoveryCodesShown codes={renew.data.recoveryCodes} onDone={onClose} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Your current recovery codes stop working, and ten new ones are shown once. You may be asked to
            confirm it is you first.
          </Text>
          {renew.error && <ErrorNote error={renew.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={renew.isPending} onClick={() => renew.mutate()}>
              Make new codes
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
