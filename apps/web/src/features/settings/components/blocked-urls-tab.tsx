import { LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import { IconBan } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths.ts';
import { fetchBlockedUrlsCsv } from '../api/export-blocked-urls-csv.ts';
import { useImportBlockedUrlsCsv } from '../api/import-blocked-urls-csv.ts';
import { blockedUrlsQueryOptions } from '../api/list-blocked-urls.ts';
import { useRemoveBlockedUrl } from '../api/remove-blocked-url.ts';
import { ListCsvActions } from './list-csv-actions.tsx';
import { ListTab } from './list-tab.tsx';

/** Blocked URLs (internal name Blacklist Management, spec doc 2 §2). */
export function BlockedUrlsTab({ customerId, csv }: { customerId: number; csv: boolean }) {
  const importCsv = useImportBlockedUrlsCsv();
  const rows = useQuery({
    ...blockedUrlsQueryOptions(customerId),
    select: (answer) =>
      answer.list.map((item) => ({
        id: item.id,
        displayName: item.displayName,
        value: item.url,
        created: item.created,
      })),
  });
  return (
    <ListTab
      customerId={customerId}
      countLabel="Blocked URLs"
      valueLabel="URL"
      rows={rows}
      remove={useRemoveBlockedUrl()}
      add={{ to: paths.customer.addBlacklistUrl(customerId), label: 'Add URL' }}
      icon={<IconBan size={28} stroke={1.5} aria-hidden />}
      actions={
        csv && (
          <ListCsvActions
            customerId={customerId}
            fileName="blocked-urls"
            exportCsv={fetchBlockedUrlsCsv}
            importCsv={importCsv}
          />
        )
      }
      messages={{
        couldNotLoad: M.couldNotLoadUrls,
        failedToDelete: M.failedToDeleteUrl,
        empty: M.noBlockedUrls,
        confirm: M.confirmDeleteUrl,
      }}
    />
  );
}
