import type { DashboardBreakdown } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { useBrowserTypes } from '../api/get-browser-types.ts';
import { useDeviceTypes } from '../api/get-device-types.ts';
import { useOsTypes } from '../api/get-os-types.ts';
import { BreakdownDonut } from './breakdown-donut.tsx';
import { CHART_HEIGHT } from './card-sizes.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** What each card counts: extension users, each once, by what their latest browser record says. */
const WINDOWS = {
  'Browser Type': 'Extension users, by their latest browser',
  'OS Type': 'Extension users, by the operating system of their latest browser',
  Device: 'Extension users, by the device of their latest browser (mobile or desktop)',
} as const;

function FleetCard({
  title,
  query,
}: {
  title: keyof typeof WINDOWS;
  query: UseQueryResult<DashboardBreakdown>;
}) {
  return (
    <DashboardCard
      title={title}
      window={WINDOWS[title]}
      query={query}
      height={CHART_HEIGHT}
      empty={(data) => (data.total === 0 ? EVENT_MESSAGES.noRecordsFound : null)}
    >
      {(data) => <BreakdownDonut data={data} unit="users" />}
    </DashboardCard>
  );
}

export const BrowserTypeCard = ({ scope }: { scope: FeedScope }) => (
  <FleetCard title="Browser Type" query={useBrowserTypes(scope)} />
);
export const OsTypeCard = ({ scope }: { scope: FeedScope }) => (
  <FleetCard title="OS Type" query={useOsTypes(scope)} />
);
export const DeviceCard = ({ scope }: { scope: FeedScope }) => (
  <FleetCard title="Device" query={useDeviceTypes(scope)} />
);
