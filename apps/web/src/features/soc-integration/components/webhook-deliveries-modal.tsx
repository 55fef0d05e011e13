import type { WebhookDelivery } from '@baitwatch/contracts/webhooks/delivery';
import type { WebhookEndpoint } from '@baitwatch/contracts/webhooks/endpoint';
import { Badge, Button, Code, Collapse, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { Pager } from '../../../components/pager.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries.ts';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery.ts';
import { eventTypeLabel } from '../model/event-type-labels.ts';

const STATUS_COLOR = { pending: 'blue', delivered: 'teal', failed: 'red' } as const;
const LOG_HEIGHT = 420;

function Tries({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts.length === 0)
    return (
      <Text size="xs" c="dimmed">
        Not tried yet
      </Text>
    );
  return (
    <Stack gap={2}>
      {delivery.attempts.map((attempt) => (
        <Text size="xs" key={attempt.at} c={attempt.error ? 'red' : undefined}>
          {formatDateTime(attempt.at)}: {attempt.statusCode ?? 'no answer'} in {attempt.durationMs} ms
          {attempt.error && attempt.statusCode === null ? ` (${attempt.error})` : ''}
        </Text>
      ))}
      {delivery.nextAttemptAt && (
        <Text size="xs" c="dimmed">
          Next try {formatDateTime(delivery.nextAttemptAt)}
        </Text>
      )}
    </Stack>
  );
}

/** The body as sent, folded away until asked for (the tries are what a log is read for). */
function DeliveryBody({ payload }: { payload: Record<string, unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} align="flex-start">
      <Button size="compact-xs" variant="subtle" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Hide body' : 'Show body'}
      </Button>
      <Collapse expanded={open}>
        <Code block fz="xs">
          {JSON.stringify(payload, null, 2)}
        </Code>
      </Collapse>
    </Stack>
  );
}

/** An endpoint's delivery log (30 days): each delivery's tries, its body, and Resend. */
export function WebhookDeliveriesModal({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(endpoint.id, page);
  const resend = useResendWebhookDelivery();
  const onResend = (id: string) =>
    resend.mutate(id, {
      onSuccess: () => notifySuccess('The delivery is sent again.'),
      onError: (error) => notifyError(error, 'Could not resend the delivery!'),
    });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`Delivery log: ${endpoint.url}`}
      size="70rem"
      centered
    >
      {!log.isSuccess ? (
        <QueryFallback query={log} title="Could not fetch the delivery log!" height={LOG_HEIGHT} />
      ) : log.data.total === 0 ? (
        <EmptyState
          title="No deliveries yet"
          description="Send a test event to see one here. Deliveries are kept 30 days."
        />
      ) : (
        <Stack gap="md" mih={LOG_HEIGHT}>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th w={120}>Status</Table.Th>
                  <Table.Th>Tries</Table.Th>
                  <Table.Th>Body</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.deliveries.map((delivery) => (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>
                      <Text size="sm">{eventTypeLabel(delivery.eventType)}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(delivery.created)}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {delivery.messageId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        color={STATUS_COLOR[delivery.status]}
                        variant="dot"
                        tt="none"
                        miw={96}
                        style={{ overflow: 'visible' }}
                      >
                        {delivery.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Tries delivery={delivery} />
                    </Table.Td>
                    <Table.Td maw={320}>
                      <DeliveryBody payload={delivery.payload} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconSend size={14} aria-hidden />}
                        disabled={!endpoint.enabled || delivery.status === 'pending'}
                        loading={resend.isPending && resend.variables === delivery.id}
                        onClick={() => onResend(delivery.id)}
                      >
                        Resend
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Pager
              page={page}
              isLastPage={page * log.data.pageSize >= log.data.total}
              onPageChange={setPage}
              disabled={log.isFetching}
              label="Delivery log pages"
            />
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
