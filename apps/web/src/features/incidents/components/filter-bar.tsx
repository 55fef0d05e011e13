import { DATE_RANGE_DAYS } from '@baitwatch/contracts/events/constants';
import { STATUS_FILTER_OPTIONS, type StatusFilterValue } from '@baitwatch/contracts/events/status-filter';
import { Group } from '@mantine/core';
import { IconCalendar, IconFilter } from '@tabler/icons-react';
import { DeferredFilterPopover } from '../../../components/deferred-filter-popover.tsx';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { ViewSwitch } from '../../../components/view-switch.tsx';
import { DATE_RANGE_LABELS, type DateRangeDays, type IncidentFilters } from '../model/feed-filters.ts';
import type { FeedScope } from '../model/feed-scope.ts';
import { FEED_VIEWS, type FeedView } from '../model/feed-state.ts';
import { BrandFilter } from './brand-filter.tsx';
import { UserFilter } from './user-filter.tsx';

interface FilterBarProps {
  scope: FeedScope;
  filters: IncidentFilters;
  onChange: (filters: IncidentFilters) => void;
  onReset: () => void;
  /** The status filter is the provider's (spec doc 1 §6). */
  withStatus: boolean;
  view: FeedView;
  onViewChange: (view: FeedView) => void;
}

/** The filter popover's flags (all-events removeRepeateUrl, includeFalsePositive, removeThreatUrl). */
const ADVANCED_FLAGS = [
  { key: 'removeRepeateUrl', label: 'Remove Repeat URL' },
  { key: 'includeFalsePositive', label: 'Include False Positive URLs' },
  { key: 'removeThreatUrl', label: 'Remove Threat Intel URLs' },
] as const;

const DATE_OPTIONS = DATE_RANGE_DAYS.map((days) => ({ value: days, label: DATE_RANGE_LABELS[days] }));

/** The incident feed's filter bar: user, brand, date range, status, the filter popover, the views. */
export function FilterBar({
  scope,
  filters,
  onChange,
  onReset,
  withStatus,
  view,
  onViewChange,
}: FilterBarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <UserFilter scope={scope} value={filters.user} onChange={(user) => onChange({ ...filters, user })} />
        <BrandFilter
          scope={scope}
          days={filters.days}
          value={filters.brand}
          onChange={(brand) => onChange({ ...filters, brand })}
        />
        <DeferredSelect<DateRangeDays>
          label="Date range"
          leftSection={<IconCalendar size={16} aria-hidden />}
          data={DATE_OPTIONS}
          value={filters.days}
          allowDeselect={false}
          onChange={(days) => days !== null && onChange({ ...filters, days })}
          w={{ base: '100%', sm: 170 }}
        />
        {withStatus && (
          <DeferredSelect<StatusFilterValue>
            label="Status"
            leftSection={<IconFilter size={16} aria-hidden />}
            data={STATUS_FILTER_OPTIONS.map((option) => ({ ...option }))}
            value={filters.status}
            allowDeselect={false}
            onChange={(status) => status !== null && onChange({ ...filters, status })}
            w={{ base: '100%', sm: 190 }}
          />
        )}
        <DeferredFilterPopover
          onReset={onReset}
          flags={ADVANCED_FLAGS.map(({ key, label }) => ({
            label,
            checked: filters[key],
            onChange: (checked) => onChange({ ...filters, [key]: checked }),
          }))}
        />
      </Group>
      <ViewSwitch views={FEED_VIEWS} value={view} onChange={onViewChange} />
    </Group>
  );
}
