import { Skeleton, Stack } from '@mantine/core';

/** The shape of a page while its code or data loads: a heading and a few rows, so nothing jumps. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={34} width="40%" radius="sm" />
      <Skeleton height={16} width="60%" radius="sm" />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Skeleton key={index} height={44} radius="sm" />
      ))}
    </Stack>
  );
}
