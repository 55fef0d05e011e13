import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconBuilding,
  IconCalendar,
  IconDeviceDesktop,
  IconFilter,
  IconMail,
  IconSortAscending,
  IconSortDescending,
  IconTag,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DeferredFilterPopover } from '../../../components/deferred-filter-popover.tsx';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { ViewSwitch } from '../../../components/view-switch.tsx';
import { useSession } from '../../../lib/session.ts';
import {
  SUPER_FEED_DATE_LABELS,
  SUPER_FEED_STATUS_OPTIONS,
  type SuperFeedDateCode,
  type SuperFeedFilters,
  type SuperFeedView,
} from '../model/super-feed-filters.ts';

interface SuperFeedFilterBarProps {
  filters: SuperFeedFilters;
  onChange: (filters: SuperFeedFilters) => void;
  onReset: () => void;
  view: SuperFeedView;
  onViewChange: (view: SuperFeedView) => void;
}

const VIEWS = ['list', 'grid'] as const;
const DATE_OPTIONS = (Object.keys(SUPER_FEED_DATE_LABELS) as SuperFeedDateCode[]).map((code) => ({
  value: code,
  label: SUPER_FEED_DATE_LABELS[code],
}));
const TYPING_MS = 400;

/** A text filter that applies once typing pauses (each change starts the list again). */
function TextFilter({
  label,
  placeholder,
  icon,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const apply = useDebouncedCallback(onChange, TYPING_MS);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={icon}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 170 }}
    />
  );
}

/** The super feed's filter bar: its filter keys, the sort, the advanced filters and the views. */
export function SuperFeedFilterBar({
  filters,
  onChange,
  onReset,
  view,
  onViewChange,
}: SuperFeedFilterBarProps) {
  const { customers } = useSession();
  const organizations = customers
    .filter((entry) => entry.kind === 'organization' && typeof entry.id === 'number')
    .map((entry) => ({ value: entry.id as number, label: entry.displayName }));
  const set = (patch: Partial<SuperFeedFilters>) => onChange({ ...filters, ...patch });

  return (
    <Stack gap="sm" mb="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DeferredSelect<number>
          label="Status"
          placeholder="All"
          leftSection={<IconFilter size={16} aria-hidden />}
          data={SUPER_FEED_STATUS_OPTIONS.map((option) => ({ ...option }))}
          value={filters.type}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the status filter', 'aria-hidden': false, tabIndex: 0 }}
          onChange={(type) => set({ type })}
          w={{ base: '100%', sm: 190 }}
        />
        <DeferredSelect<number>
          label="Organization"
          placeholder="All organizations"
          leftSection={<IconBuilding size={16} aria-hidden />}
          data={organizations}
          value={filters.custId}
          searchable
          clearable
          clearButtonProps={{
            'aria-label': 'Clear the organization filter',
            'aria-hidden': false,
            tabIndex: 0,
          }}
          onChange={(custId) => set({ custId })}
          w={{ base: '100%', sm: 240 }}
        />
        <TextFilter
          label="Email"
          placeholder="Any email"
          icon={<IconMail size={16} aria-hidden />}
          value={filters.email}
          onChange={(email) => set({ email })}
        />
        <TextFilter
          label="Computer name"
          placeholder="Any computer"
          icon={<IconDeviceDesktop size={16} aria-hidden />}
          value={filters.osCompName}
          onChange={(osCompName) => set({ osCompName })}
        />
        <TextFilter
          label="Brand"
          placeholder="Any brand"
          icon={<IconTag size={16} aria-hidden />}
          value={filters.brNm}
          onChange={(brNm) => set({ brNm })}
        />
        <DeferredSelect<SuperFeedDateCode>
          label="Date range"
          leftSection={<IconCalendar size={16} aria-hidden />}
          data={DATE_OPTIONS}
          value={filters.dtTS}
          allowDeselect={false}
          onChange={(dtTS) => dtTS && set({ dtTS })}
          w={{ base: '100%', sm: 170 }}
        />
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={
              filters.sort === 'desc' ? (
                <IconSortDescending size={16} aria-hidden />
              ) : (
                <IconSortAscending size={16} aria-hidden />
              )
            }
            onClick={() => set({ sort: filters.sort === 'desc' ? 'asc' : 'desc' })}
            aria-label={`Detected On, ${filters.sort === 'desc' ? 'newest' : 'oldest'} first`}
          >
            Detected On
          </Button>
          <DeferredFilterPopover
            onReset={onReset}
            flags={[
              {
                label: 'Remove Repeat URL',
                checked: filters.rrURLYN,
                onChange: (rrURLYN) => set({ rrURLYN }),
              },
              {
                label: 'Include False Positive URLs',
                checked: filters.incldFP,
                onChange: (incldFP) => set({ incldFP }),
              },
            ]}
          />
        </Group>
        <ViewSwitch views={VIEWS} value={view} onChange={onViewChange} />
      </Group>
    </Stack>
  );
}
