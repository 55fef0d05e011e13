import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { VERIFY_LEGENDS } from '@baitwatch/contracts/dashboard/verify-events';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { BarChart } from '@mantine/charts';
import { Group, SimpleGrid, Text } from '@mantine/core';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { useDailyEvents } from '../api/get-daily-events.ts';
import { useVerifyEvents } from '../api/get-verify-events.ts';
import { seriesRows, seriesTotals, statusColor } from '../model/card-data.ts';
import { BreakdownDonut } from './breakdown-donut.tsx';
import { CHART_HEIGHT, FIGURE_HEIGHT } from './card-sizes.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { Figure } from './figure.tsx';

const EVENTS_WINDOW = `Last ${DASHBOARD_WINDOWS.eventsDays} days`;

/** Events: a stacked bar per day of the last 7, one colour per status. */
export function EventsCard({ scope }: { scope: FeedScope }) {
  const query = useDailyEvents(scope);
  return (
    <DashboardCard
      title="Events"
      window={EVENTS_WINDOW}
      query={query}
      height={CHART_HEIGHT}
      empty={(data) => (data.total === 0 ? EVENT_MESSAGES.noRecordsFound : null)}
    >
      {(data) => (
        <BarChart
          h={CHART_HEIGHT}
          data={seriesRows(data)}
          dataKey="day"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          series={data.series.map((s, i) => ({ name: s.legend, color: statusColor(s.legend, i) }))}
        />
      )}
    </DashboardCard>
  );
}

/** Events Total: the window's events, and how many of each status. */
export function EventsTotalCard({ scope }: { scope: FeedScope }) {
  const query = useDailyEvents(scope);
  return (
    <DashboardCard title="Events Total" window={EVENTS_WINDOW} query={query} height={FIGURE_HEIGHT}>
      {(data) => (
        <Figure value={data.total} label="events">
          <SimpleGrid cols={2} spacing="sm" verticalSpacing={0}>
            {seriesTotals(data).map((s, i) => (
              <Group key={s.legend} justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <span
                    aria-hidden
                    style={{
                      width: 8,
                      height: 8,
                      borderRadius: 4,
                      background: `var(--mantine-color-${statusColor(s.legend, i).replace('.', '-')})`,
                    }}
                  />
                  <Text size="xs">{s.legend}</Text>
                </Group>
                <Text size="xs" ff="monospace">
                  {s.count.toLocaleString('en-US')}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        </Figure>
      )}
    </DashboardCard>
  );
}

const VERIFY_COLORS = { [VERIFY_LEGENDS.verified]: 'red.7', [VERIFY_LEGENDS.unverified]: 'orange.6' };

/** Verified vs Unverified: the threat events of the last 30 days. */
export function VerifiedCard({ scope }: { scope: FeedScope }) {
  const query = useVerifyEvents(scope);
  return (
    <DashboardCard
      title="Verified vs Unverified"
      window={`Last ${DASHBOARD_WINDOWS.verifiedEventsDays} days`}
      query={query}
      height={CHART_HEIGHT}
      empty={(data) => (data.total === 0 ? EVENT_MESSAGES.noRecordsFound : null)}
    >
      {(data) => <BreakdownDonut data={data} colors={VERIFY_COLORS} unit="events" />}
    </DashboardCard>
  );
}
