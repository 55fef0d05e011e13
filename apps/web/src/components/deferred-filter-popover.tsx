import { deferred } from './deferred.tsx';
import type { FilterPopoverProps } from './filter-popover.tsx';
import { FiltersButton } from './filters-button.tsx';

/** The feeds' filter popover, loaded alongside the page; until then its button shows, not yet interactive. */
export const DeferredFilterPopover = deferred(
  () => import('./filter-popover.tsx'),
  ({ flags }: FilterPopoverProps) => (
    <FiltersButton active={flags.filter((flag) => flag.checked).length} aria-busy="true" />
  ),
);
