import { Card, SimpleGrid } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { EventCardGridSkeleton, GRID_COLS } from './feed-view-stand-ins.tsx';

interface EventCardGridProps<T> {
  rows: readonly T[];
  loading: boolean;
  rowKey: (row: T) => string | number;
  /** One row's card (an EventCard). */
  card: (row: T) => ReactNode;
}

/** A feed's grid view: a card per event, or skeleton cards while the page loads. */
export function EventCardGrid<T>({ rows, loading, rowKey, card }: EventCardGridProps<T>) {
  if (loading) return <EventCardGridSkeleton />;
  return (
    <SimpleGrid cols={GRID_COLS}>
      {rows.map((row) => (
        <Fragment key={rowKey(row)}>{card(row)}</Fragment>
      ))}
    </SimpleGrid>
  );
}

/**
 * The frame of one event card. Its sections must be its direct children (not a fragment): the card
 * pulls its first section up to its edge.
 */
export function EventCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="sm" radius="md" component="article">
      {children}
    </Card>
  );
}
