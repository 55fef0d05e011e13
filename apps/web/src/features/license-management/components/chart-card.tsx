import { Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';

export const CHART_HEIGHT = 260;

interface ChartCardProps {
  title: string;
  loading: boolean;
  error: string | null;
  empty: string | null;
  /** Controls beside the title (the growth chart's tabs). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A License Management chart: a fixed height, so loading, empty and drawn states do not jump. */
export function ChartCard({ title, loading, error, empty, actions, children }: ChartCardProps) {
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
      <div style={{ height: CHART_HEIGHT }}>
        <EmptyState title={empty} />
      </div>
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {body}
    </Paper>
  );
}
