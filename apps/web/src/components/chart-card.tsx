import { Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';

/** The height of one chart, kept in every state (loading, failed, empty, drawn) so nothing jumps. */
export const CHART_HEIGHT = 260;

interface ChartCardProps {
  title: string;
  /** A count beside the title, once loaded. */
  total?: number | undefined;
  loading: boolean;
  /** The spec's failure message for this chart, when its call failed. */
  error: string | null;
  /** The spec's empty text, when there is nothing to draw. */
  empty: string | null;
  /** Controls beside the title (a chart's period tabs). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One chart in a card, with a fixed height so loading, empty and drawn states do not jump: the incident
 * chart view's and License Management's.
 */
export function ChartCard({ title, total, loading, error, empty, actions, children }: ChartCardProps) {
  let body: ReactNode = children;
  if (loading) body = <Skeleton height={CHART_HEIGHT} radius="sm" aria-label={`Loading ${title}`} />;
  else if (error)
    body = (
      <Text c="red" role="alert" h={CHART_HEIGHT} pt="xl" ta="center">
        {error}
      </Text>
    );
  else if (empty)
    body = (
      <div style={{ minHeight: CHART_HEIGHT }}>
        <EmptyState title={empty} />
      </div>
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {total !== undefined && !loading && !error && (
          <Text size="sm" c="dimmed">
            {total.toLocaleString('en-US')} total
          </Text>
        )}
        {actions}
      </Group>
      {body}
    </Paper>
  );
}
