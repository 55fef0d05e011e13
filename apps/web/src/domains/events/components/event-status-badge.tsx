import { EVENT_STATUS_LABELS, type EventStatusLabel } from '@baitwatch/contracts/events/event-types';
import { Badge, type MantineColor } from '@mantine/core';

const COLORS: Record<EventStatusLabel, MantineColor> = {
  [EVENT_STATUS_LABELS.aiSuspicious]: 'orange',
  [EVENT_STATUS_LABELS.verifiedPhish]: 'red',
  [EVENT_STATUS_LABELS.reportedPhish]: 'grape',
  [EVENT_STATUS_LABELS.productVerified]: 'pink',
  [EVENT_STATUS_LABELS.googleFormPassword]: 'yellow',
  [EVENT_STATUS_LABELS.unknown]: 'gray',
  [EVENT_STATUS_LABELS.legit]: 'teal',
};

/** An event's status label (from eventStatusLabel, or the super feed's status) as a coloured badge. */
export function EventStatusBadge({ label }: { label: string }) {
  const color = COLORS[label as EventStatusLabel] ?? 'gray';
  return (
    <Badge
      color={color}
      variant="dot"
      size="md"
      radius="sm"
      tt="none"
      fw={600}
      style={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Badge>
  );
}
