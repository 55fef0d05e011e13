import { AUDIT_ACTIONS } from '@baitwatch/contracts/audit/audit-actions';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { useSession } from '../../../lib/session.ts';
import { type AuditFilters, hasFilters } from './audit-filters.ts';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

interface AuditFilterBarProps {
  filters: AuditFilters;
  onChange: (changes: Partial<AuditFilters>) => void;
}

/** Organization, actor, action and a window of days; each change goes back to the first page. */
export function AuditFilterBar({ filters, onChange }: AuditFilterBarProps) {
  const { customers } = useSession();
  const organizations = customers
    .filter((entry) => entry.kind === 'organization')
    .map((entry) => ({ value: String(entry.id), label: entry.displayName }));
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <DeferredSelect<string>
        label="Organization"
        // The top bar's organization selector has the accessible name "Organization" already.
        aria-label="Filter by organization"
        placeholder="All organizations"
        data={organizations}
        value={filters.customerId}
        onChange={(customerId) => onChange({ customerId })}
        searchable
        clearable
        w={240}
      />
      <TextInput
        label="Actor"
        placeholder="Email contains"
        leftSection={<IconSearch size={14} aria-hidden />}
        value={filters.actor}
        onChange={(event) => onChange({ actor: event.currentTarget.value })}
        w={220}
      />
      <DeferredSelect<string>
        label="Action"
        placeholder="All actions"
        data={ACTION_OPTIONS}
        value={filters.action}
        onChange={(action) => onChange({ action: action as AuditFilters['action'] })}
        clearable
        w={240}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
        w={160}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
        w={160}
      />
      <Button
        variant="subtle"
        disabled={!hasFilters(filters)}
        onClick={() => onChange({ customerId: null, actor: '', action: null, from: '', to: '' })}
      >
        Clear filters
      </Button>
    </Group>
  );
}
