import { Box, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { deferred } from '../../../components/deferred.tsx';

const SKELETON_ITEMS = Array.from({ length: 8 }, (_, index) => index);
/** The grid view's columns by screen width. */
export const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

/** The grid view while its page loads: eight card-sized skeletons. */
export function EventCardGridSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} aria-busy="true">
      {SKELETON_ITEMS.map((index) => (
        <Skeleton key={index} height={300} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The list view's loading state (a heading row, then eight skeleton rows) drawn without the table,
 * whose code comes with the list: the same heights, so nothing moves when the list takes over.
 */
export function EventTableStandIn() {
  return (
    <Stack gap={0} pb={LIST_SCROLLBAR_ROOM} aria-busy="true">
      <Box h={LIST_HEADER_HEIGHT} />
      {SKELETON_ITEMS.map((index) => (
        <Box key={index} py={LIST_ROW_PADDING} px="xs" style={{ borderTop: LIST_ROW_BORDER }}>
          <Skeleton height={34} radius="sm" />
        </Box>
      ))}
    </Stack>
  );
}

// Measured on the list: the heading row is 46 px tall; each row is 12 px + 34 + 12, under a 1 px line;
// under the table its scroll area keeps 12 px for the horizontal scrollbar.
const LIST_HEADER_HEIGHT = 46;
const LIST_ROW_PADDING = 12;
const LIST_SCROLLBAR_ROOM = 12;
const LIST_ROW_BORDER = '1px solid var(--event-table-border, var(--mantine-color-default-border))';

/** A feed's list view, loaded alongside the page (it brings the table code) behind its loading state. */
export const deferredList = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  deferred(load, EventTableStandIn);

/** A feed's grid view, loaded alongside the page behind its loading state. */
export const deferredGrid = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  deferred(load, EventCardGridSkeleton);
