import { Badge, Button, Popover, Stack, Switch } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';

export interface FilterFlag {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A feed's filter popover: its advanced on/off filters, and a reset of every filter. */
export function FilterPopover({ flags, onReset }: { flags: FilterFlag[]; onReset: () => void }) {
  const active = flags.filter((flag) => flag.checked).length;
  return (
    <Popover position="bottom-end" shadow="md" width={280} trapFocus>
      <Popover.Target>
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
        >
          Filters
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          {flags.map((flag) => (
            <Switch
              key={flag.label}
              label={flag.label}
              checked={flag.checked}
              onChange={(event) => flag.onChange(event.currentTarget.checked)}
            />
          ))}
          <Button variant="subtle" size="xs" onClick={onReset}>
            Reset all filters
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
