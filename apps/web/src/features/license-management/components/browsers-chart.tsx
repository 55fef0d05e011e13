import type { BreakdownEntry } from '@baitwatch/contracts/licenses/breakdown';
import { wholePercentages } from '@baitwatch/contracts/licenses/constants';
import { LICENSE_MESSAGES } from '@baitwatch/contracts/licenses/messages';
import { DonutChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ChartCard } from '../../../components/chart-card.tsx';
import { useLicenseBreakdowns } from '../api/get-license-count.ts';
import type { LicenseScope } from '../model/license-scope.ts';

const COLORS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.6',
  'indigo.6',
  'gray.6',
];

function Doughnut({ title, entries }: { title: string; entries: BreakdownEntry[] }) {
  const percents = wholePercentages(entries.map((e) => e.values.count));
  const data = entries.map((e, i) => ({
    name: e.legend,
    value: e.values.count,
    color: COLORS[i % COLORS.length] ?? 'gray.6',
  }));
  return (
    <Stack align="center" gap="xs" aria-label={`${title} breakdown`}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <DonutChart data={data} size={150} thickness={24} tooltipDataSource="segment" />
      <Stack gap={2} w="100%">
        {data.map((d, i) => (
          <Group key={d.name} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {d.name}
            </Text>
            <Text size="sm" c="dimmed">
              {percents[i]}%
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** The Browsers doughnut: users by OS and by browser, with whole-number percentages. */
export function BrowsersChart({ scope }: { scope: LicenseScope }) {
  const breakdowns = useLicenseBreakdowns(scope);
  const { os = [], browser = [] } = breakdowns.data ?? {};
  return (
    <ChartCard
      title="Browsers"
      loading={breakdowns.isPending}
      error={breakdowns.isError ? LICENSE_MESSAGES.refreshChart : null}
      empty={
        breakdowns.isSuccess && os.length === 0 && browser.length === 0
          ? LICENSE_MESSAGES.noDataAvailable
          : null
      }
    >
      <SimpleGrid cols={2} spacing="md" mih={260}>
        <Doughnut title="OS" entries={os} />
        <Doughnut title="Browser" entries={browser} />
      </SimpleGrid>
    </ChartCard>
  );
}
