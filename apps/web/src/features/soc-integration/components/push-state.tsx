import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';

interface PushStateProps {
  enabled: boolean;
  /** Why it was disabled (webhooks say; a syslog destination is only ever disabled by an admin). */
  disabledReason?: string | null;
  failingSince: string | null;
}

function StateBadge({ color, children }: { color: string; children: string }) {
  return (
    <Badge color={color} variant="dot" tt="none" miw={88} style={{ overflow: 'visible' }}>
      {children}
    </Badge>
  );
}

/** How a webhook endpoint or a syslog destination stands: disabled, failing since when, or enabled. */
export function PushState({ enabled, disabledReason, failingSince }: PushStateProps) {
  if (!enabled)
    return (
      <Stack gap={2}>
        <StateBadge color="gray">Disabled</StateBadge>
        {disabledReason && (
          <Text size="xs" c="dimmed">
            {disabledReason}
          </Text>
        )}
      </Stack>
    );
  if (failingSince)
    return (
      <Stack gap={2}>
        <StateBadge color="orange">Failing</StateBadge>
        <Text size="xs" c="dimmed">
          since {formatDateTime(failingSince)}
        </Text>
      </Stack>
    );
  return <StateBadge color="teal">Enabled</StateBadge>;
}
