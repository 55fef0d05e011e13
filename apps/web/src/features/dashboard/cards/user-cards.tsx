import { ACTIVE_LEGENDS } from '@baitwatch/contracts/dashboard/active-users';
import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { Sparkline } from '@mantine/charts';
import { Progress, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format.ts';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { useActiveUsers } from '../api/get-active-users.ts';
import { useAllExtensionUsers } from '../api/get-all-extension-users.ts';
import { useNewUsers } from '../api/get-new-users.ts';
import { percentOf } from '../model/card-data.ts';
import { FIGURE_HEIGHT } from './card-sizes.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { Figure } from './figure.tsx';

/** Total User Registration: every extension user of the scope, and the newest one. */
export function TotalUsersCard({ scope }: { scope: FeedScope }) {
  const query = useAllExtensionUsers(scope);
  return (
    <DashboardCard title="Total User Registration" window="All time" query={query} height={FIGURE_HEIGHT}>
      {(data) => {
        const newest = data.records[0];
        return (
          <Figure value={data.totalRecordsCount} label="extension users">
            <Text size="xs" c="dimmed" truncate="end">
              {newest
                ? `Newest: ${newest.name ?? newest.email ?? `#${newest.id}`}, ${formatDate(newest.created)}`
                : 'No extension user has registered yet'}
            </Text>
          </Figure>
        );
      }}
    </DashboardCard>
  );
}

/** New users in last 7 days: the count, and a line of registrations per day. */
export function NewUsersCard({ scope }: { scope: FeedScope }) {
  const query = useNewUsers(scope);
  return (
    <DashboardCard
      title="New users in last 7 days"
      window={`Last ${DASHBOARD_WINDOWS.newUsersDays} days`}
      query={query}
      height={FIGURE_HEIGHT}
    >
      {(data) => (
        <Figure value={data.total} label="registered">
          <Sparkline
            h={40}
            data={data.series[0]?.values.count ?? []}
            curveType="monotone"
            color="blue.6"
            fillOpacity={0.3}
            strokeWidth={2}
          />
        </Figure>
      )}
    </DashboardCard>
  );
}

/** Active Users: seen in the last 30 days, out of all extension users. */
export function ActiveUsersCard({ scope }: { scope: FeedScope }) {
  const query = useActiveUsers(scope);
  return (
    <DashboardCard
      title="Active Users"
      window={`Seen in the last ${DASHBOARD_WINDOWS.activeDays} days`}
      query={query}
      height={FIGURE_HEIGHT}
    >
      {(data) => {
        const active = data.records.find((r) => r.legend === ACTIVE_LEGENDS.active)?.values.count ?? 0;
        const percent = percentOf(active, data.total);
        return (
          <Figure value={active} label={`of ${data.total.toLocaleString('en-US')} users (${percent}%)`}>
            <Progress value={percent} color="teal.6" size="md" aria-label={`${percent}% active`} />
          </Figure>
        );
      }}
    </DashboardCard>
  );
}
