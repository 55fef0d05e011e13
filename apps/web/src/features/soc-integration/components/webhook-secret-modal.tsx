import { WEBHOOK_MESSAGES } from '@baitwatch/contracts/webhooks/messages';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { CopyValue } from '../../../components/copy-value.tsx';

/** The signing secret of a new endpoint or a rotation: shown this once, to copy into the receiver. */
export function WebhookSecretModal({
  secret,
  url,
  onClose,
}: {
  secret: string;
  url: string;
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Signing secret"
      size="lg"
      centered
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconKey size={18} aria-hidden />}>
          {WEBHOOK_MESSAGES.secretShownOnce}
        </Alert>
        <Text size="sm">
          Deliveries to <b>{url}</b> are signed with it as Standard Webhooks says: verify the
          webhook-signature header with any Standard Webhooks library.
        </Text>
        <CopyValue value={secret} label="signing secret" />
        <Group justify="flex-end">
          <Button onClick={onClose}>I have copied it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
