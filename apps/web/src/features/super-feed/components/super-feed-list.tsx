import type { SuperFeedEvent } from '@baitwatch/contracts/super-feed/super-feed-event';
import { ActionIcon, Anchor, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EventStatusBadge } from '../../../components/events/event-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

const SKELETON_ROWS = Array.from({ length: 8 }, (_, index) => index);

/** The super feed list: User, Organization, URL, Status and Details (spec doc 1 §2). */
export function SuperFeedList({
  rows,
  loading,
  resultsCount,
}: {
  rows: SuperFeedEvent[];
  loading: boolean;
  resultsCount: string;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">User ({resultsCount})</Table.Th>
            <Table.Th w="20%">Organization</Table.Th>
            <Table.Th>URL</Table.Th>
            <Table.Th w={220}>Status</Table.Th>
            <Table.Th w={60}>
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
                <Table.Tr key={event.superFeedId}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm" fw={600} truncate="end">
                        {event.userName || '—'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(event.detectedOn)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate="end">
                      {event.customerName}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={0}>
                    <Anchor
                      component={Link}
                      to={paths.superFeedEvent(event.superFeedId)}
                      size="sm"
                      truncate="end"
                      display="block"
                      title={event.url}
                    >
                      {event.url}
                    </Anchor>
                    {event.detectedBrands.length > 0 && (
                      <Text size="xs" c="dimmed" truncate="end">
                        {event.detectedBrands.join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <EventStatusBadge label={event.status} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      component={Link}
                      to={paths.superFeedEvent(event.superFeedId)}
                      variant="subtle"
                      aria-label={`Details of ${event.url}`}
                    >
                      <IconChevronRight size={18} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
