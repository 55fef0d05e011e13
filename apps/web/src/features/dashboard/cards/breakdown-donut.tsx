import type { DashboardBreakdown } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { percentOf, slices } from '../model/card-data.ts';

interface BreakdownDonutProps {
  data: DashboardBreakdown;
  colors?: Record<string, string>;
  /** What is counted, for the centre label ("users", "events"). */
  unit: string;
}

/** A doughnut with its legend beside it: each value, its count and whole-number percentage. */
export function BreakdownDonut({ data, colors, unit }: BreakdownDonutProps) {
  const parts = slices(data, colors);
  return (
    <Group h="100%" wrap="nowrap" gap="md" align="center">
      <DonutChart
        data={parts}
        size={150}
        thickness={22}
        withTooltip
        tooltipDataSource="segment"
        chartLabel={`${data.total.toLocaleString('en-US')} ${unit}`}
      />
      <Stack gap={4} justify="center" h="100%" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        {parts.map((p) => (
          <Group key={p.name} justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <span
                aria-hidden
                style={{
                  flex: 'none',
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  background: `var(--mantine-color-${p.color.replace('.', '-')})`,
                }}
              />
              <Text size="sm" truncate="end">
                {p.name}
              </Text>
            </Group>
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {p.value.toLocaleString('en-US')} ({percentOf(p.value, data.total)}%)
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
