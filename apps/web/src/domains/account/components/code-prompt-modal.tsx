import { totpCodeBodySchema } from '@baitwatch/contracts/mfa/enrolment';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { ErrorNote } from '../../../components/error-note.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { TotpCodeField } from './totp-code-field.tsx';

interface CodePromptModalProps {
  title: string;
  explanation: ReactNode;
  submitLabel: string;
  danger?: boolean;
  mutation: { mutate: (code: string) => void; isPending: boolean; error: Error | null };
  onClose: () => void;
}

/** Asks for a current code before a change to the app itself (its removal). */
export function CodePromptModal({
  title,
  explanation,
  submitLabel,
  danger,
  mutation,
  onClose,
}: CodePromptModalProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: zodValidate(totpCodeBodySchema),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      size="md"
      centered
    >
      <form onSubmit={form.onSubmit(({ code }) => mutation.mutate(code))} noValidate>
        <Stack gap="md">
          <Text size="sm">{explanation}</Text>
          {mutation.error && <ErrorNote error={mutation.error} />}
          <TotpCodeField key={form.key('code')} {...form.getInputProps('code')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
