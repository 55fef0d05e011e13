import { ActionIcon, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { EventUrlLink } from './event-url-link.tsx';

/** The first cell of a feed row: who (bold), when, and an optional dimmed note (the organization). */
export function EventWhoCell({ who, time, note }: { who: string; time: string; note?: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} truncate="end">
        {who || '—'}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(time)}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" truncate="end">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/** The URL cell of a feed row: the link to the details, and the detected brands under it. */
export function EventUrlCell({ url, to, brands }: { url: string; to: string; brands: readonly string[] }) {
  return (
    <>
      <EventUrlLink url={url} to={to} />
      {brands.length > 0 && (
        <Text size="xs" c="dimmed" truncate="end">
          {brands.join(', ')}
        </Text>
      )}
    </>
  );
}

/** The details column (spec doc 1 §2: the super feed's "Details"; the incident feed's details arrow). */
export const DETAILS_COLUMN = { id: 'details', header: 'Details', width: 80, align: 'center' } as const;

/** The arrow at the end of a feed row that opens the event's details. */
export function EventDetailsArrow({ url, to }: { url: string; to: string }) {
  return (
    <ActionIcon component={Link} to={to} variant="subtle" aria-label={`Details of ${url}`}>
      <IconChevronRight size={18} aria-hidden />
    </ActionIcon>
  );
}
