import {
  abbreviateCount,
  GROWTH_TIMESPANS,
  type GrowthTimespan,
} from '@baitwatch/contracts/licenses/constants';
import { LICENSE_MESSAGES } from '@baitwatch/contracts/licenses/messages';
import { AreaChart } from '@mantine/charts';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { CHART_HEIGHT, ChartCard } from '../../../components/chart-card.tsx';
import { useLicenseGrowth } from '../api/get-license-growth.ts';
import { growthPoints } from '../model/growth-series.ts';
import type { LicenseScope } from '../model/license-scope.ts';

const TAB_LABELS: Record<GrowthTimespan, string> = { month: 'Month', year: 'Year', day: 'Day' };

/** Deployed Licenses Growth: Month (the newest 5 of 12), Year (5) and Day (30); the provider also sees active users. */
export function GrowthChart({ scope }: { scope: LicenseScope }) {
  const [timespan, setTimespan] = useState<GrowthTimespan>('month');
  const growth = useLicenseGrowth(scope, timespan);
  const rows = growth.data?.growth ?? [];
  const points = growthPoints(rows, timespan);
  const withActive = rows.some((r) => r.aCTV !== undefined);
  const empty = growth.isSuccess && rows.every((r) => r.cNT === 0 && !r.aCTV);

  return (
    <ChartCard
      title="Deployed Licenses Growth"
      loading={growth.isPending}
      error={growth.isError ? LICENSE_MESSAGES.refreshChart : null}
      empty={empty ? LICENSE_MESSAGES.noLicenseCountData : null}
      actions={
        <Tabs value={timespan} onChange={(v) => v && setTimespan(v as GrowthTimespan)} variant="pills">
          <Tabs.List>
            {GROWTH_TIMESPANS.map((span) => (
              <Tabs.Tab key={span} value={span} size="xs">
                {TAB_LABELS[span]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      }
    >
      <AreaChart
        h={CHART_HEIGHT}
        data={points}
        dataKey="period"
        withLegend={withActive}
        curveType="monotone"
        series={[
          { name: 'Deployed Licenses', color: 'blue.6' },
          ...(withActive ? [{ name: 'Active Users', color: 'teal.6' }] : []),
        ]}
        yAxisProps={{ allowDecimals: false }}
        valueFormatter={abbreviateCount}
      />
    </ChartCard>
  );
}
