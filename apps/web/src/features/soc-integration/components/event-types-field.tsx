import { WEBHOOK_EVENT_TYPES } from '@baitwatch/contracts/webhooks/event-types';
import { Checkbox, Stack, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { EVENT_TYPE_LABELS } from '../model/event-type-labels.ts';

/** The event types a webhook endpoint or a syslog destination hears, each with what it announces. */
export function EventTypesField(props: Omit<ComponentProps<typeof Checkbox.Group>, 'children' | 'label'>) {
  return (
    <Checkbox.Group label="Event types" required {...props}>
      <Stack gap="xs" mt="xs">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            value={type}
            label={EVENT_TYPE_LABELS[type].label}
            description={
              <Text span size="xs" c="dimmed">
                {EVENT_TYPE_LABELS[type].hint} (<code>{type}</code>)
              </Text>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
