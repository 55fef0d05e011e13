import { passkeyNameBodySchema } from '@baitwatch/contracts/passkeys/passkey';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { ErrorNote } from '../../../components/error-note.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';

interface PasskeyNameModalProps {
  title: string;
  explanation: string;
  submitLabel: string;
  initialName?: string;
  mutation: { isPending: boolean; error: Error | null };
  onSubmit: (name: string) => void;
  onClose: () => void;
  /** What the change answered, shown in place of the form (recovery codes with a first passkey). */
  children?: ReactNode;
}

/** Names a passkey: before the browser makes it (add), or again later (rename). */
export function PasskeyNameModal(props: PasskeyNameModalProps) {
  const { title, explanation, submitLabel, initialName = '', mutation, onSubmit, onClose, children } = props;
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: initialName },
    validate: zodValidate(passkeyNameBodySchema),
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
      {children ?? (
        <form onSubmit={form.onSubmit(({ name }) => onSubmit(name.trim()))} noValidate>
          <Stack gap="md">
            <Text size="sm">{explanation}</Text>
            {mutation.error && <ErrorNote error={mutation.error} />}
            <TextInput
              label="Name"
              placeholder="Work laptop"
              required
              data-autofocus
              maxLength={60}
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
