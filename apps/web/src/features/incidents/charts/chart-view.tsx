import '@mantine/charts/styles.css';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { ChartCard } from '../../../components/chart-card.tsx';
import { useLoginStats } from '../api/get-login-stats.ts';
import { useThreatStats } from '../api/get-threat-stats.ts';
import type { FeedScope } from '../model/feed-scope.ts';
import { bucketTick, loginSeries, threatSeries, topThreatBars, topVulnerableBars } from './chart-data.ts';
import { CHART_HEIGHT } from './chart-size.ts';
import { TopBars } from './top-bars.tsx';

interface ChartViewProps {
  scope: FeedScope;
  days: number;
}

/**
 * The chart view (its own chunk, with the chart library): Login Pages Scanned, Threats detected
 * (Suspicious against Verified Phish), Top Threats by URL and Top Vulnerable Users by email, over the
 * feed's date range in 9 buckets; the tops are the 13 largest.
 */
export default function ChartView({ scope, days }: ChartViewProps) {
  const threats = useThreatStats(scope, days);
  const logins = useLoginStats(scope, days);
  const tick = (value: string) => bucketTick(value, days);
  const threatsDetected = threats.data?.threatsDetected;
  const barsHeight = { minHeight: CHART_HEIGHT };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        title="Login Pages Scanned"
        total={logins.data?.totalRecordCount}
        loading={logins.isPending}
        error={logins.isError ? EVENT_MESSAGES.refreshChart : null}
        empty={logins.data?.totalRecordCount === 0 ? EVENT_MESSAGES.noLoginPagesScanned : null}
      >
        <BarChart
          h={CHART_HEIGHT}
          data={logins.data ? loginSeries(logins.data) : []}
          dataKey="bucket"
          series={[{ name: 'Login Pages', color: 'blue.6' }]}
          xAxisProps={{ tickFormatter: tick }}
          tooltipProps={{ labelFormatter: (_label, payload) => payload?.[0]?.payload?.date ?? '' }}
        />
      </ChartCard>
      <ChartCard
        title="Threats detected"
        total={threatsDetected?.totalRecordCount}
        loading={threats.isPending}
        error={threats.isError ? EVENT_MESSAGES.failedToLoadThreatsDetected : null}
        empty={threatsDetected?.totalRecordCount === 0 ? EVENT_MESSAGES.noThreatsDetected : null}
      >
        <BarChart
          h={CHART_HEIGHT}
          type="stacked"
          withLegend
          data={threatsDetected ? threatSeries(threatsDetected) : []}
          dataKey="bucket"
          series={[
            { name: 'Suspicious', color: 'orange.6' },
            { name: 'Verified Phish', color: 'red.7' },
          ]}
          xAxisProps={{ tickFormatter: tick }}
          tooltipProps={{ labelFormatter: (_label, payload) => payload?.[0]?.payload?.date ?? '' }}
        />
      </ChartCard>
      <ChartCard
        title="Top Threats"
        loading={threats.isPending}
        error={threats.isError ? EVENT_MESSAGES.failedToLoadTopThreats : null}
        empty={threats.data?.topThreats.length === 0 ? EVENT_MESSAGES.noRecordsFound : null}
      >
        <div style={barsHeight}>
          <TopBars
            rows={topThreatBars(threats.data?.topThreats ?? [])}
            nameLabel="URL"
            valueLabel="Threats"
          />
        </div>
      </ChartCard>
      <ChartCard
        title="Top Vulnerable Users"
        loading={threats.isPending}
        error={threats.isError ? EVENT_MESSAGES.failedToLoadTopVulnerable : null}
        empty={threats.data?.topVulnerable.length === 0 ? EVENT_MESSAGES.noRecordsFound : null}
      >
        <div style={barsHeight}>
          <TopBars
            rows={topVulnerableBars(threats.data?.topVulnerable ?? [])}
            nameLabel="User"
            valueLabel="Threats"
          />
        </div>
      </ChartCard>
    </SimpleGrid>
  );
}
