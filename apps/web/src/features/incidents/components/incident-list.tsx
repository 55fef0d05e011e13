import type { Role } from '@baitwatch/contracts/common/product';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { ActionIcon, Anchor, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EventActionsMenu } from '../../../components/events/event-actions-menu.tsx';
import { EventStatusBadge } from '../../../components/events/event-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { actionTargetOf, eventStatus, eventUser, eventUserAction } from '../model/event-view.ts';

interface IncidentListProps {
  rows: EventRecord[];
  loading: boolean;
  resultsCount: string;
  role: Role;
  now: Date;
  detailsPath: (event: EventRecord) => string;
  /** In a Global View, the organization of each event (the list spans several). */
  organizationOf?: ((event: EventRecord) => string | null) | undefined;
  onActionDone: (event: EventRecord, result: EventActionResult) => void;
}

const SKELETON_ROWS = Array.from({ length: 8 }, (_, index) => index);

/** The list view: Results, URL, Action, Status and a details arrow (spec doc 1 §2). */
export function IncidentList({
  rows,
  loading,
  resultsCount,
  role,
  now,
  detailsPath,
  organizationOf,
  onActionDone,
}: IncidentListProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="28%">Results ({resultsCount})</Table.Th>
            <Table.Th>URL</Table.Th>
            <Table.Th w={90}>Action</Table.Th>
            <Table.Th w={220}>Status</Table.Th>
            <Table.Th w={84}>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? SKELETON_ROWS.map((index) => (
                <Table.Tr key={index}>
                  <Table.Td colSpan={5}>
                    <Skeleton height={34} radius="sm" />
                  </Table.Td>
                </Table.Tr>
              ))
            : rows.map((event) => (
                <Table.Tr key={`${event.customerId}:${event.id}`}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm" fw={600} truncate="end">
                        {eventUser(event) || '—'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(event.detectionTime)}
                      </Text>
                      {organizationOf?.(event) && (
                        <Text size="xs" c="dimmed" truncate="end">
                          {organizationOf(event)}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td maw={0}>
                    <Anchor
                      component={Link}
                      to={detailsPath(event)}
                      size="sm"
                      truncate="end"
                      display="block"
                      title={event.url}
                    >
                      {event.url}
                    </Anchor>
                    {event.brands.length > 0 && (
                      <Text size="xs" c="dimmed" truncate="end">
                        {event.brands.join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{eventUserAction(event, now)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <EventStatusBadge label={eventStatus(event)} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <EventActionsMenu
                        compact
                        role={role}
                        view="incidents"
                        event={{ ...event, ...actionTargetOf(event) }}
                        onDone={(_action, result) => onActionDone(event, result)}
                      />
                      <ActionIcon
                        component={Link}
                        to={detailsPath(event)}
                        variant="subtle"
                        aria-label={`Details of ${event.url}`}
                      >
                        <IconChevronRight size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
