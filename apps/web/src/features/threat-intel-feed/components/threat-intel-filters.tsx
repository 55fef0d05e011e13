import type { ThreatIntelRange } from '@baitwatch/contracts/threat-intel/constants';
import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { RANGE_LABELS, type ThreatIntelFeedFilters } from '../model/feed-state.ts';

interface ThreatIntelFiltersProps {
  filters: ThreatIntelFeedFilters;
  onChange: (filters: ThreatIntelFeedFilters) => void;
}

const RANGES = Object.entries(RANGE_LABELS).map(([value, label]) => ({ value, label }));
/** The search debounce of spec doc 2 §9. */
const DEBOUNCE_MS = 300;

/** The feed's filters (spec doc 2 §2): brand search, time range, Remove Repeated URLs. */
export function ThreatIntelFilters({ filters, onChange }: ThreatIntelFiltersProps) {
  const [brand, setBrand] = useState(filters.brand);
  const applyBrand = useDebouncedCallback(
    (value: string) => onChange({ ...filters, brand: value.trim() }),
    DEBOUNCE_MS,
  );
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        label="Brand"
        placeholder="Search brand"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={brand}
        maxLength={100}
        onChange={(e) => {
          setBrand(e.currentTarget.value);
          applyBrand(e.currentTarget.value);
        }}
        w={220}
      />
      <Select
        label="Time range"
        data={RANGES}
        value={filters.range}
        allowDeselect={false}
        onChange={(range) => range && onChange({ ...filters, range: range as ThreatIntelRange })}
        w={170}
      />
      <Checkbox
        label="Remove Repeated URLs"
        checked={filters.removeRepeatUrl}
        onChange={(e) => onChange({ ...filters, removeRepeatUrl: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
