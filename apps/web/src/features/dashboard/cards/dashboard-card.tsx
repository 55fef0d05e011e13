import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { ActionIcon, Group, Paper, Skeleton, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';

interface DashboardCardProps<T> {
  title: string;
  /** The card's window, in words ("Last 7 days"). */
  window?: string;
  query: UseQueryResult<T>;
  /** The body's height in every state (loading, failed, empty, drawn), so nothing jumps. */
  height: number;
  /** The empty text when the loaded data has nothing to show; null when it has. */
  empty?: (data: T) => string | null;
  children: (data: T) => ReactNode;
}

/**
 * One dashboard card (spec doc 2 §2): its title, a refresh icon that fetches its call again, and an
 * error-note slot that shows when the call failed (spec doc 2 §8: "Something went wrong, try
 * refreshing chart"). The last figures stay on screen while a refresh runs.
 */
export function DashboardCard<T>({ title, window, query, height, empty, children }: DashboardCardProps<T>) {
  let body: ReactNode;
  if (query.isError && !query.isFetching) {
    body = (
      <Group h={height} justify="center" gap="xs" role="alert" c="red">
        <IconAlertTriangle size={18} aria-hidden />
        <Text size="sm">{EVENT_MESSAGES.refreshChart}</Text>
      </Group>
    );
  } else if (query.data === undefined) {
    body = <Skeleton height={height} radius="sm" aria-label={`Loading ${title}`} />;
  } else {
    const emptyText = empty?.(query.data) ?? null;
    body = emptyText ? (
      <div style={{ height, overflow: 'hidden' }}>
        <EmptyState title={emptyText} />
      </div>
    ) : (
      <div style={{ height }}>{children(query.data)}</div>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} h="100%">
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="md" lh={1.3}>
            {title}
          </Title>
          {window && (
            <Text size="xs" c="dimmed">
              {window}
            </Text>
          )}
        </div>
        <Tooltip label={`Refresh ${title}`} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Refresh ${title}`}
            loading={query.isFetching}
            onClick={() => query.refetch()}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {body}
    </Paper>
  );
}
