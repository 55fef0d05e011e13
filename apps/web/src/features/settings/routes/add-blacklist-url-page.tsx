import { addBlockedUrlSchema } from '@baitwatch/contracts/settings/add-blocked-url';
import { LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useAddBlockedUrl } from '../api/add-blocked-url.ts';
import { blockedUrlsQueryOptions } from '../api/list-blocked-urls.ts';
import { ListAddForm } from '../components/list-add-form.tsx';

/** /customers/{id}/settings/add-blacklist-url (spec doc 2 §2): field Url; Add URL and Cancel. */
export default function AddBlacklistUrlPage() {
  const { selected } = useSession();
  const customerId = typeof selected?.id === 'number' ? selected.id : 0;
  const existing = useQuery({ ...blockedUrlsQueryOptions(customerId), enabled: customerId > 0 });
  const add = useAddBlockedUrl();
  if (!selected || customerId === 0) return null;
  return (
    <ListAddForm
      title="Add Blocked URL"
      description={selected.displayName}
      back={{
        to: paths.customer.settings(customerId),
        state: { tab: 'Blacklist Management' },
        label: 'Return to Blocked URLs',
      }}
      field={{ name: 'url', label: 'Url', placeholder: 'https://phishing.example/login' }}
      submitLabel="Add URL"
      schema={addBlockedUrlSchema(existing.data?.map((item) => item.url))}
      busy={add.isPending}
      send={(body) => add.mutateAsync({ customerId, body })}
      failedTitle={M.failedToAddUrl}
    />
  );
}
