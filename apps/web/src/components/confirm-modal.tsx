import { CONFIRM_TITLE } from '@baitwatch/contracts/web-shell/messages';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  /** The spec's question, e.g. "Do you want to delete this URL ?". */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs: the confirm button spins and nothing can be clicked twice. */
  busy?: boolean;
  danger?: boolean;
}

/** The "Are You Sure ?" dialog as a component, for pages that keep the pending action in state. */
export function ConfirmModal({
  opened,
  message,
  onConfirm,
  onCancel,
  title = CONFIRM_TITLE,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  busy = false,
  danger = false,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onCancel}
      title={title}
      centered
      // Its own buttons answer it (and Escape); a corner X would be a second, unnamed way out.
      withCloseButton={false}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        {/* Red 9: a white label on Mantine's red 6 is 3.6:1, below WCAG AA. */}
        <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
