import { Badge, Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type FiltersButtonProps = { active: number } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>;

/** The filter popover's target: "Filters", with how many of its filters are on (and its stand-in while it loads). */
export function FiltersButton({ active, ...props }: FiltersButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
      rightSection={
        active > 0 ? (
          <Badge size="xs" circle>
            {active}
          </Badge>
        ) : null
      }
      aria-label={active > 0 ? `More filters (${active} on)` : 'More filters'}
      {...props}
    >
      Filters
    </Button>
  );
}
