import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorNote } from './error-note.tsx';

interface QueryFallbackProps {
  query: UseQueryResult<unknown>;
  /** The spec's "could not load" message for this panel. */
  title: string;
  /** The loaded panel's size, so nothing jumps when it arrives. */
  height: number;
  maw?: number;
}

/**
 * What a panel shows until its data is there: the failure with Try again, else a skeleton of the
 * panel's size. Panels answer `if (!query.isSuccess) return <QueryFallback … />` and go on with data.
 */
export function QueryFallback({ query, title, height, maw }: QueryFallbackProps) {
  if (query.isError) return <ErrorNote error={query.error} title={title} onRetry={() => query.refetch()} />;
  return <Skeleton height={height} maw={maw} radius="md" />;
}
