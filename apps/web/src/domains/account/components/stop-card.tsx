import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';

interface StopCardProps {
  /** The card's heading, its button and its confirmation's title (the spec: "Account Cancellation"). */
  title: string;
  buttonLabel: string;
  description: string;
  /** The spec's question ("Are you sure you want to ...? Admins will no longer have access to Threat feed"). */
  question: string;
  disabled?: boolean;
  busy: boolean;
  /** Runs after "Understood"; the confirmation closes once it has settled. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The card that stops an account or an organization (spec doc 1 §2 Account Cancellation, doc 2 §5
 * Delete Organization): a red button, then the spec's confirmation with Close and Understood.
 */
export function StopCard({
  title,
  buttonLabel,
  description,
  question,
  disabled,
  busy,
  onConfirm,
}: StopCardProps) {
  const [confirming, setConfirming] = useState(false);
  const confirm = () => onConfirm().finally(() => setConfirming(false));
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Button color="red" variant="light" disabled={disabled} onClick={() => setConfirming(true)}>
          {buttonLabel}
        </Button>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={title}
        message={question}
        confirmLabel="Understood"
        cancelLabel="Close"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        busy={busy}
        danger
      />
    </Paper>
  );
}
