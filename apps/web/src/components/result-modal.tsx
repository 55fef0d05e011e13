import { RESULT_TITLES, type ResultCode } from '@baitwatch/contracts/web-shell/messages';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-error.ts';

export interface ResultStatus {
  code: ResultCode;
  message: ReactNode;
  /** Overrides the title that the code gives (Success, Info, Validation, Error). */
  title?: string;
}

/**
 * The Okay button's color by code, at shades whose label reads at 4.5:1 or better (WCAG AA); with
 * autoContrast the light orange gets a dark label.
 */
const BUTTON_COLORS: Record<ResultCode, string> = {
  200: 'teal.9',
  203: 'blue.8',
  400: 'orange.6',
  500: 'red.9',
};

/**
 * The code a failed call's dialog takes: Validation when the server refused what was sent (400, or
 * 409 for a value already in use), which the person can correct; Error for anything else.
 */
export function failureCode(error: unknown): ResultCode {
  return error instanceof ApiError && (error.status === 400 || error.status === 409) ? 400 : 500;
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
  const color = BUTTON_COLORS[status?.code ?? 500];
  return (
    <Modal
      opened={status !== null}
      onClose={onClose}
      title={title}
      centered
      size="md"
      // Its own buttons answer it (and Escape); a corner X would be a second, unnamed way out.
      withCloseButton={false}
    >
      {typeof status?.message === 'string' ? <Text>{status.message}</Text> : status?.message}
      <Group justify="flex-end" mt="lg">
        <Button color={color} autoContrast onClick={onClose} data-autofocus>
          Okay
        </Button>
      </Group>
    </Modal>
  );
}
