import { type MantineSpacing, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { EventUrlLink } from './event-url-link.tsx';

interface EventCardFactsProps {
  /** The card's bold first line (the user, or the organization in the super feed). */
  heading: string;
  url: string;
  /** The event's details page. */
  to: string;
  brands: readonly string[];
  /** An optional dimmed line after the brand (the organization in a Global View). */
  note?: string | null | undefined;
  detectionTime: string;
  mt: MantineSpacing;
}

/** The text of an event card: heading, URL, brand, an optional note and when it was opened. */
export function EventCardFacts({ heading, url, to, brands, note, detectionTime, mt }: EventCardFactsProps) {
  return (
    <Stack gap={4} mt={mt}>
      <Text size="sm" fw={600} truncate="end">
        {heading}
      </Text>
      <EventUrlLink url={url} to={to} />
      <Text size="xs" c="dimmed" truncate="end">
        Brand: {brands.join(', ') || '—'}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" truncate="end">
          {note}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Opened at {formatDateTime(detectionTime)}
      </Text>
    </Stack>
  );
}
