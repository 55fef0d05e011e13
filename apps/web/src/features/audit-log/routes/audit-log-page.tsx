import { AUDIT_PAGE_SIZE } from '@baitwatch/contracts/audit/list-audit-log';
import { AUDIT_MESSAGES } from '@baitwatch/contracts/audit/messages';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { notifyError } from '../../../components/notify.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useExportAuditLog } from '../api/export-audit-log.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditFilterBar } from '../components/audit-filter-bar.tsx';
import {
  type AuditFilters,
  filtersFromParams,
  hasFilters,
  pageQuery,
  paramsFromFilters,
  queryOf,
} from '../components/audit-filters.ts';
import { AuditTable } from '../components/audit-table.tsx';

/** Typing in the actor filter asks the server once the typing pauses. */
const ACTOR_DEBOUNCE_MS = 300;
const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/**
 * /audit-log (beyond the spec): every change made in the console, for the provider (all)
 * and a TenantAdmin (its tenant and organizations). The filters live in the address.
 */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [actor] = useDebouncedValue(filters.actor, ACTOR_DEBOUNCE_MS);
  const query = queryOf(filters, actor);
  const log = useAuditLog(pageQuery(query, filters.page));
  const exporter = useExportAuditLog();

  const change = (changes: Partial<AuditFilters>) =>
    setParams(paramsFromFilters({ ...filters, page: 1, ...changes }), { replace: true });
  const exportCsv = () =>
    exporter.mutate(query, { onError: (error) => notifyError(error, AUDIT_MESSAGES.couldNotExport) });

  const total = log.data?.total ?? 0;
  const first = (filters.page - 1) * AUDIT_PAGE_SIZE;
  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Every change made in the console: who made it, where, what changed and when."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporter.isPending}
            disabled={!log.data || total === 0}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
        }
      />
      <AuditFilterBar filters={filters} onChange={change} />
      {log.isError ? (
        <ErrorNote error={log.error} title={AUDIT_MESSAGES.couldNotLoad} onRetry={() => log.refetch()} />
      ) : log.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the audit log">
          {SKELETON_ROWS.map((row) => (
            <Skeleton key={row} height={44} radius="sm" />
          ))}
        </Stack>
      ) : total === 0 ? (
        <EmptyState
          title={hasFilters(filters) ? AUDIT_MESSAGES.emptyFiltered : AUDIT_MESSAGES.empty}
          icon={<IconHistory size={28} stroke={1.5} aria-hidden />}
        />
      ) : (
        <>
          <Group justify="space-between" mb="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {`Showing ${first + 1}–${Math.min(first + AUDIT_PAGE_SIZE, total)} of ${total.toLocaleString('en-US')}`}
            </Text>
          </Group>
          <div style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}>
            <AuditTable entries={log.data.list} />
          </div>
          <Pager
            page={filters.page}
            isLastPage={first + AUDIT_PAGE_SIZE >= total}
            onPageChange={(page) => setParams(paramsFromFilters({ ...filters, page }))}
            disabled={log.isFetching}
            label="Audit log pages"
          />
        </>
      )}
    </>
  );
}
