import { Badge, Button, Popover, Stack, Switch } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { activeAdvancedFilters, type IncidentFilters } from '../model/feed-filters.ts';

interface FilterPopoverProps {
  filters: IncidentFilters;
  onChange: (filters: IncidentFilters) => void;
  onReset: () => void;
}

const FLAGS = [
  { key: 'removeRepeateUrl', label: 'Remove Repeat URL' },
  { key: 'includeFalsePositive', label: 'Include False Positive URLs' },
  { key: 'removeThreatUrl', label: 'Remove Threat Intel URLs' },
] as const;

/** The filter popover: the feed's advanced filters, and a reset of every filter. */
export function FilterPopover({ filters, onChange, onReset }: FilterPopoverProps) {
  const active = activeAdvancedFilters(filters);
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
          {FLAGS.map((flag) => (
            <Switch
              key={flag.key}
              label={flag.label}
              checked={filters[flag.key]}
              onChange={(event) => onChange({ ...filters, [flag.key]: event.currentTarget.checked })}
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
