import { shownGoogleFormUrl } from '@baitwatch/contracts/settings/list-rules';
import { LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import { IconForms } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths.ts';
import { googleFormUrlsQueryOptions } from '../api/list-google-form-urls.ts';
import { useRemoveGoogleFormUrl } from '../api/remove-google-form-url.ts';
import { ListTab } from './list-tab.tsx';

/** Allowed Google Form URLs (internal name Whitelist Url Management, spec doc 2 §2): stored encoded, shown decoded. */
export function GoogleFormUrlsTab({ customerId }: { customerId: number }) {
  const rows = useQuery({
    ...googleFormUrlsQueryOptions(customerId),
    select: (answer) =>
      answer.list.map((item) => ({
        id: item.id,
        displayName: item.displayName,
        value: shownGoogleFormUrl(item.url),
        created: item.createdOn,
      })),
  });
  return (
    <ListTab
      customerId={customerId}
      countLabel="Allowed Google Form URLs"
      valueLabel="URL"
      rows={rows}
      remove={useRemoveGoogleFormUrl()}
      add={{ to: paths.customer.addWhitelistUrl(customerId), label: 'Add URL' }}
      icon={<IconForms size={28} stroke={1.5} aria-hidden />}
      messages={{
        couldNotLoad: M.couldNotFetchUrls,
        failedToDelete: M.failedToDeleteUrl,
        empty: M.noGoogleFormUrls,
        confirm: M.confirmDeleteUrl,
      }}
    />
  );
}
