import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useRotateLicenseKey } from '../api/rotate-license-key.ts';

/** Rotate the license key, behind a confirmation that says what changes (decision 0043). */
export function RotateKeyButton({ customerId }: { customerId: number }) {
  const [opened, setOpened] = useState(false);
  const rotate = useRotateLicenseKey(customerId);
  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setOpened(false);
        notifySuccess(answer.message);
      },
      onError: (error) => {
        setOpened(false);
        notifyError(error, DEPLOYMENT_MESSAGES.couldNotRotate);
      },
    });
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Rotate key
      </Button>
      <ConfirmModal
        opened={opened}
        title="Rotate the license key?"
        message={DEPLOYMENT_MESSAGES.rotateConfirm}
        confirmLabel="Rotate key"
        cancelLabel="Cancel"
        danger
        busy={rotate.isPending}
        onConfirm={confirm}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}
