import { RESULT_TITLES, type ResultCode } from '@baitwatch/contracts/web-shell/messages';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ResultStatus {
  code: ResultCode;
  message: ReactNode;
  /** Overrides the title that the code gives (Success, Info, Validation, Error). */
  title?: string;
}

interface ResultModalProps {
  status: ResultStatus | null;
  /** Called by Okay and by closing; pages navigate back to their list here. */
  onClose: () => void;
}

/**
 * The spec's status dialog: it shows whenever a status is set; its title comes from the code
 * (200 Success, 203 Info, 400 Validation, 500 Error) and its Okay button closes it.
 */
export function ResultModal({ status, onClose }: ResultModalProps) {
  const title = status ? (status.title ?? RESULT_TITLES[status.code]) : '';
  const color =
    status?.code === 200 ? 'teal' : status?.code === 203 ? 'blue' : status?.code === 400 ? 'orange' : 'red';
  return (
    <Modal opened={status !== null} onClose={onClose} title={title} centered size="md">
      {typeof status?.message === 'string' ? <Text>{status.message}</Text> : status?.message}
      <Group justify="flex-end" mt="lg">
        <Button color={color} onClick={onClose} data-autofocus>
          Okay
        </Button>
      </Group>
    </Modal>
  );
}
