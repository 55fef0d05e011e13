import {
  type WebhookEndpointSettings,
  webhookEndpointSettingsSchema,
} from '@baitwatch/contracts/webhooks/endpoint';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorNote } from '../../../components/error-note.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { EventTypesField } from './event-types-field.tsx';

const validate = zodValidate(webhookEndpointSettingsSchema);

interface WebhookEndpointFormProps {
  title: string;
  submitLabel: string;
  initial?: WebhookEndpointSettings;
  pending: boolean;
  error: Error | null;
  onSubmit: (settings: WebhookEndpointSettings) => void;
  onClose: () => void;
}

/** Adds or edits an endpoint: its https address, a description, the event types it hears. */
export function WebhookEndpointForm({
  title,
  submitLabel,
  initial,
  pending,
  error,
  onSubmit,
  onClose,
}: WebhookEndpointFormProps) {
  const form = useForm<WebhookEndpointSettings>({
    mode: 'uncontrolled',
    initialValues: initial ?? { url: '', description: '', eventTypes: ['incident.created'] },
    validate,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Endpoint URL"
            placeholder="https://hooks.example.com/baitwatch"
            required
            data-autofocus
            key={form.key('url')}
            {...form.getInputProps('url')}
          />
          <Textarea
            label="Description"
            placeholder="What listens here: a ticketing system, a chat channel, a SOAR playbook"
            rows={2}
            key={form.key('description')}
            {...form.getInputProps('description')}
          />
          <EventTypesField key={form.key('eventTypes')} {...form.getInputProps('eventTypes')} />
          {error && <ErrorNote error={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
