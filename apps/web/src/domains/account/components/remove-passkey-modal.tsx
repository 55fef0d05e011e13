import { totpCodeBodySchema } from '@baitwatch/contracts/mfa/enrolment';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFingerprint } from '@tabler/icons-react';
import { ErrorNote } from '../../../components/error-note.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { TotpCodeField } from './totp-code-field.tsx';

interface RemovePasskeyModalProps {
  name: string;
  /** The admin has an authenticator app: a current code confirms too. */
  withCode: boolean;
  mutation: { isPending: boolean; error: Error | null };
  onConfirm: (code?: string) => void;
  onClose: () => void;
}

/**
 * Removing a passkey asks for a fresh factor (decision 0077): one of the admin's passkeys (this one
 * too), or a current authenticator code when they have the app.
 */
export function RemovePasskeyModal({
  name,
  withCode,
  mutation,
  onConfirm,
  onClose,
}: RemovePasskeyModalProps) {
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
      title={`Remove "${name}"`}
      size="md"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          This passkey will no longer sign you in. Confirm it is you with one of your passkeys
          {withCode ? ' or a current code from your authenticator app' : ''}.
        </Text>
        {mutation.error && <ErrorNote error={mutation.error} />}
        <Button
          color="red"
          variant="light"
          leftSection={<IconFingerprint size={16} aria-hidden />}
          loading={mutation.isPending}
          onClick={() => onConfirm()}
        >
          Confirm with a passkey and remove
        </Button>
        {withCode && (
          <form onSubmit={form.onSubmit(({ code }) => onConfirm(code))} noValidate>
            <Stack gap="sm">
              <Divider label="or" labelPosition="center" />
              <TotpCodeField key={form.key('code')} {...form.getInputProps('code')} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={mutation.isPending}>
                  Remove with the code
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
