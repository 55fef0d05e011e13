import { LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import { IconWorldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths.ts';
import { fetchAllowedDomainsCsv } from '../api/export-allowed-domains-csv.ts';
import { useImportAllowedDomainsCsv } from '../api/import-allowed-domains-csv.ts';
import { allowedDomainsQueryOptions } from '../api/list-allowed-domains.ts';
import { useRemoveAllowedDomain } from '../api/remove-allowed-domain.ts';
import { ListCsvActions } from './list-csv-actions.tsx';
import { ListTab } from './list-tab.tsx';

/** Allowed Domains (internal name Whitelist Management, spec doc 2 §2). */
export function AllowedDomainsTab({ customerId, csv }: { customerId: number; csv: boolean }) {
  const importCsv = useImportAllowedDomainsCsv();
  const rows = useQuery({
    ...allowedDomainsQueryOptions(customerId),
    select: (answer) =>
      answer.list.map((item) => ({
        id: item.id,
        displayName: item.displayName,
        value: item.authorizedDomain,
        created: item.created,
      })),
  });
  return (
    <ListTab
      customerId={customerId}
      countLabel="Allowed Domains"
      valueLabel="Domain"
      rows={rows}
      remove={useRemoveAllowedDomain()}
      add={{ to: paths.customer.addWhitelistDomain(customerId), label: 'Add Domain' }}
      icon={<IconWorldCheck size={28} stroke={1.5} aria-hidden />}
      actions={
        csv && (
          <ListCsvActions
            customerId={customerId}
            fileName="allowed-domains"
            exportCsv={fetchAllowedDomainsCsv}
            importCsv={importCsv}
          />
        )
      }
      messages={{
        couldNotLoad: M.couldNotFetchDomains,
        failedToDelete: M.failedToDeleteDomain,
        empty: M.noDomains,
        confirm: M.confirmDeleteDomain,
      }}
    />
  );
}
