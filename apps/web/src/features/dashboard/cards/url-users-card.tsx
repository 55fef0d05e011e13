import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { useUrlUsers } from '../api/get-url-users.ts';
import { TOP_LIST_HEIGHT } from './card-sizes.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** Most common threats per unique users: the 10 threat URLs met by the most users in 30 days. */
export function UrlUsersCard({ scope }: { scope: FeedScope }) {
  const query = useUrlUsers(scope);
  return (
    <DashboardCard
      title="Most common threats per unique users"
      window={`Last ${DASHBOARD_WINDOWS.urlUsersDays} days, top ${DASHBOARD_WINDOWS.topVisitors}`}
      query={query}
      height={TOP_LIST_HEIGHT}
      empty={(data) => (data.records.length === 0 ? EVENT_MESSAGES.noRecordsFound : null)}
    >
      {(data) => {
        const most = data.records[0]?.values.count ?? 1;
        return (
          <Table verticalSpacing={4} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>URL</Table.Th>
                <Table.Th w={130} ta="right">
                  Unique users
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.records.map((r) => (
                <Table.Tr key={r.legend}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Tooltip label={r.legend} multiline maw={480} openDelay={300}>
                        <Text size="sm" truncate="end" tabIndex={0}>
                          {r.legend}
                        </Text>
                      </Tooltip>
                      <Progress value={(r.values.count / most) * 100} size="xs" color="red.7" aria-hidden />
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {r.values.count.toLocaleString('en-US')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        );
      }}
    </DashboardCard>
  );
}
