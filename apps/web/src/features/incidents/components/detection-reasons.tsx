import type { EventDetailsResponse } from '@baitwatch/contracts/events/event-details';
import { CONFIDENT } from '@baitwatch/contracts/extension/detection/judge-page';
import { SIGNALS } from '@baitwatch/contracts/extension/detection/signals';
import { Badge, Group, Progress, Table, Text, Title } from '@mantine/core';

/** The largest weight a signal carries: the bars are drawn against it. */
const WEIGHT_MAX = Math.max(...Object.values(SIGNALS).map((s) => Math.abs(s.weight)));

const signed = (weight: number) => `${weight > 0 ? '+' : ''}${weight.toFixed(2)}`;

/**
 * Why the extension flagged the page (decision 0064): each signal it weighed, in words, with its
 * weight. Signals that count against a detection (credentials sent to the brand's own site) show
 * as negative.
 */
export function DetectionReasons({ reasons }: { reasons: EventDetailsResponse['detectionReasons'] }) {
  const sorted = [...reasons].sort((a, b) => b.weight - a.weight);
  const total = reasons.reduce((sum, r) => sum + r.weight, 0);
  return (
    <section aria-labelledby="detection-reasons">
      <Group justify="space-between" align="baseline" mt="xl" mb="sm">
        <Title order={2} fz="h4" id="detection-reasons">
          Why it was flagged
        </Title>
        {reasons.length > 0 && (
          <Text size="sm" c="dimmed">
            Evidence weighed: {total.toFixed(2)} ({CONFIDENT.toFixed(2)} or more warns)
          </Text>
        )}
      </Group>
      {reasons.length === 0 ? (
        <Text size="sm" c="dimmed">
          The report carries no reasons: it was reported by a person, stopped by a blocked address, or sent by
          an extension that did not yet explain its verdicts.
        </Text>
      ) : (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Signal</Table.Th>
              <Table.Th w={110}>Weight</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((reason) => (
              <Table.Tr key={`${reason.signal}:${reason.brand ?? ''}:${reason.text}`}>
                <Table.Td>
                  <Text size="sm">{reason.text}</Text>
                  <Group gap={6} mt={4}>
                    <Badge size="xs" variant="light" color="gray">
                      {reason.signal}
                    </Badge>
                    {reason.brand && (
                      <Badge size="xs" variant="light">
                        {reason.brand}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} c={reason.weight < 0 ? 'teal' : undefined}>
                    {signed(reason.weight)}
                  </Text>
                  <Progress
                    value={(Math.abs(reason.weight) / WEIGHT_MAX) * 100}
                    color={reason.weight < 0 ? 'teal' : 'red'}
                    size="sm"
                    aria-label={`Weight ${signed(reason.weight)}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
