import type { WebhookEndpoint, WebhookEndpointSettings } from '@baitwatch/contracts/webhooks/endpoint';
import { WEBHOOK_MESSAGES } from '@baitwatch/contracts/webhooks/messages';
import { ActionIcon, Menu, Table, Text } from '@mantine/core';
import { IconDots, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddWebhookEndpoint } from '../api/add-webhook-endpoint.ts';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint.ts';
import { useWebhookEndpoints } from '../api/list-webhook-endpoints.ts';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret.ts';
import { useSendTestWebhook } from '../api/send-test-webhook.ts';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint.ts';
import { type PushScope, scopeWords } from '../model/push-scope.ts';
import { EventTypeBadges } from './event-type-badges.tsx';
import { PushPanelFrame } from './push-panel-frame.tsx';
import { PushState } from './push-state.tsx';
import { WebhookDeliveriesModal } from './webhook-deliveries-modal.tsx';
import { WebhookEndpointForm } from './webhook-endpoint-form.tsx';
import { WebhookEventDocs } from './webhook-event-docs.tsx';
import { WebhookSecretModal } from './webhook-secret-modal.tsx';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; endpoint: WebhookEndpoint }
  | { kind: 'log'; endpoint: WebhookEndpoint }
  | { kind: 'secret'; secret: string; url: string }
  | null;

function LastDelivery({ endpoint }: { endpoint: WebhookEndpoint }) {
  const last = endpoint.lastDelivery;
  if (!last)
    return (
      <Text size="xs" c="dimmed">
        None yet
      </Text>
    );
  return (
    <Text size="xs" c={last.succeeded ? undefined : 'red'}>
      {formatDateTime(last.at)}: {last.statusCode ?? 'no answer'}
    </Text>
  );
}

/**
 * Webhooks (issue 27): the scope's endpoints with their state and last delivery; add, edit, enable
 * or disable, send a test event, read the delivery log, rotate the secret, remove.
 */
export function WebhooksPanel({ scope, name }: { scope: PushScope; name: string }) {
  const endpoints = useWebhookEndpoints(scope);
  const add = useAddWebhookEndpoint(scope);
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestWebhook();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    add.reset();
    update.reset();
    setOpen(null);
  };

  const onAdd = (settings: WebhookEndpointSettings) =>
    add.mutate(settings, {
      onSuccess: ({ secret, endpoint }) => setOpen({ kind: 'secret', secret, url: endpoint.url }),
    });
  const onEdit = (endpoint: WebhookEndpoint) => (settings: WebhookEndpointSettings) =>
    update.mutate(
      { endpointId: endpoint.id, body: { ...settings, enabled: endpoint.enabled } },
      {
        onSuccess: () => {
          notifySuccess('The endpoint is saved.');
          close();
        },
      },
    );
  const onToggle = (endpoint: WebhookEndpoint) =>
    update.mutate(
      { endpointId: endpoint.id, body: { ...endpoint, enabled: !endpoint.enabled } },
      { onError: (error) => notifyError(error, WEBHOOK_MESSAGES.saveFailed) },
    );
  const onTest = (endpoint: WebhookEndpoint) =>
    test.mutate(endpoint.id, {
      onSuccess: () => {
        notifySuccess('A test event is on its way.');
        setOpen({ kind: 'log', endpoint });
      },
      onError: (error) => notifyError(error, 'Could not send the test event!'),
    });
  const onRotate = async (endpoint: WebhookEndpoint) => {
    const sure = await confirmAction({
      message: 'Make a new signing secret? The old one keeps signing beside it for 24 hours.',
    });
    if (sure)
      rotate.mutate(endpoint.id, {
        onSuccess: ({ secret }) => setOpen({ kind: 'secret', secret, url: endpoint.url }),
        onError: (error) => notifyError(error, 'Could not rotate the secret!'),
      });
  };
  const onRemove = async (endpoint: WebhookEndpoint) => {
    const sure = await confirmAction({
      message: `Remove the endpoint ${endpoint.url} and its delivery log?`,
      danger: true,
    });
    if (sure)
      remove.mutate(endpoint.id, {
        onSuccess: () => notifySuccess('The endpoint is removed.'),
        onError: (error) => notifyError(error, 'Could not remove the endpoint!'),
      });
  };

  return (
    <PushPanelFrame
      testId="webhooks"
      icon={(size) => <IconWebhook size={size} stroke={1.5} aria-hidden />}
      title="Webhooks"
      addLabel="Add endpoint"
      onAdd={() => setOpen({ kind: 'add' })}
      description={
        <>
          Baitwatch calls these addresses with {scopeWords(scope, name)}: a ticketing system, a chat channel
          or a SOAR playbook hears of them at once, signed, and tried again for a day if it is away.
        </>
      }
      query={endpoints}
      fetchFailed={WEBHOOK_MESSAGES.fetchFailed}
      items={(data) => data.endpoints}
      empty={{
        title: 'No webhook endpoints yet',
        description: 'Add one to push new incidents and status changes to where your SOC looks.',
      }}
      minWidth={720}
      head={
        <>
          <Table.Th>Endpoint</Table.Th>
          <Table.Th>Events</Table.Th>
          <Table.Th w={112}>State</Table.Th>
          <Table.Th>Last delivery</Table.Th>
          <Table.Th aria-label="Actions" />
        </>
      }
      rows={(data) =>
        data.endpoints.map((endpoint) => (
          <Table.Tr key={endpoint.id}>
            <Table.Td maw={320}>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {endpoint.url}
              </Text>
              {endpoint.description && (
                <Text size="xs" c="dimmed">
                  {endpoint.description}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                Secret {endpoint.secretHint}
                {endpoint.previousSecretUntil
                  ? ` (the previous one signs too until ${formatDateTime(endpoint.previousSecretUntil)})`
                  : ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <EventTypeBadges types={endpoint.eventTypes} />
            </Table.Td>
            <Table.Td>
              <PushState
                enabled={endpoint.enabled}
                disabledReason={endpoint.disabledReason}
                failingSince={endpoint.failingSince}
              />
            </Table.Td>
            <Table.Td>
              <LastDelivery endpoint={endpoint} />
            </Table.Td>
            <Table.Td>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={`Actions for ${endpoint.url}`}>
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item disabled={!endpoint.enabled} onClick={() => onTest(endpoint)}>
                    Send test event
                  </Menu.Item>
                  <Menu.Item onClick={() => setOpen({ kind: 'log', endpoint })}>Delivery log</Menu.Item>
                  <Menu.Item onClick={() => setOpen({ kind: 'edit', endpoint })}>Edit</Menu.Item>
                  <Menu.Item onClick={() => onToggle(endpoint)}>
                    {endpoint.enabled ? 'Disable' : 'Enable'}
                  </Menu.Item>
                  <Menu.Item onClick={() => onRotate(endpoint)}>Rotate secret</Menu.Item>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => onRemove(endpoint)}>
                    Remove
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Table.Td>
          </Table.Tr>
        ))
      }
      footer={<WebhookEventDocs />}
    >
      {open?.kind === 'add' && (
        <WebhookEndpointForm
          title="Add a webhook endpoint"
          submitLabel="Add endpoint"
          pending={add.isPending}
          error={add.error}
          onSubmit={onAdd}
          onClose={close}
        />
      )}
      {open?.kind === 'edit' && (
        <WebhookEndpointForm
          title="Edit the webhook endpoint"
          submitLabel="Save"
          initial={{
            url: open.endpoint.url,
            description: open.endpoint.description,
            eventTypes: open.endpoint.eventTypes,
          }}
          pending={update.isPending}
          error={update.error}
          onSubmit={onEdit(open.endpoint)}
          onClose={close}
        />
      )}
      {open?.kind === 'secret' && <WebhookSecretModal secret={open.secret} url={open.url} onClose={close} />}
      {open?.kind === 'log' && <WebhookDeliveriesModal endpoint={open.endpoint} onClose={close} />}
    </PushPanelFrame>
  );
}
