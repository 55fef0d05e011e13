import { Badge, Group } from '@mantine/core';
import { eventTypeLabel } from '../model/event-type-labels.ts';

/** The event types a webhook endpoint or a syslog destination hears, as a table cell shows them. */
export function EventTypeBadges({ types }: { types: readonly string[] }) {
  return (
    <Group gap={4}>
      {types.map((type) => (
        <Badge key={type} variant="outline" size="sm" tt="none">
          {eventTypeLabel(type)}
        </Badge>
      ))}
    </Group>
  );
}
