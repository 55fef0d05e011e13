import { Button, Popover, Stack, Switch } from '@mantine/core';
import { FiltersButton } from './filters-button.tsx';

export interface FilterFlag {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export interface FilterPopoverProps {
  flags: FilterFlag[];
  onReset: () => void;
}

/** A feed's filter popover: its advanced on/off filters, and a reset of every filter. */
export default function FilterPopover({ flags, onReset }: FilterPopoverProps) {
  return (
    <Popover position="bottom-end" shadow="md" width={280} trapFocus>
      <Popover.Target>
        <FiltersButton active={flags.filter((flag) => flag.checked).length} />
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
