import { CONFIRM_TITLE } from '@baitwatch/contracts/web-shell/messages';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { overlaysReady } from '../lib/overlays-ready.ts';

interface ConfirmOptions {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/**
 * The spec's confirmation ("Are You Sure ?" with the question); resolves true on confirm and false
 * on cancel or dismiss, so a caller reads `if (await confirmAction(...))`. For signed-in pages (the
 * shell hosts the modals); `ConfirmModal` is the same dialog as a component.
 */
export async function confirmAction({
  message,
  title = CONFIRM_TITLE,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  await overlaysReady;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text>{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
