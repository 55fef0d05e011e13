import { addGoogleFormUrlSchema } from '@baitwatch/contracts/settings/add-google-form-url';
import { GOOGLE_FORMS_HOST, LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useAddGoogleFormUrl } from '../api/add-google-form-url.ts';
import { googleFormUrlsQueryOptions } from '../api/list-google-form-urls.ts';
import { ListAddForm } from '../components/list-add-form.tsx';

/**
 * /customers/{id}/settings/add-whitelist-url (spec doc 2 §2): a Google Form URL; 'Return to Allowed
 * Urls' and Cancel go back to the Whitelist Url Management tab.
 */
export default function AddWhitelistUrlPage() {
  const { selected } = useSession();
  const customerId = typeof selected?.id === 'number' ? selected.id : 0;
  const existing = useQuery({ ...googleFormUrlsQueryOptions(customerId), enabled: customerId > 0 });
  const add = useAddGoogleFormUrl();
  if (!selected || customerId === 0) return null;
  return (
    <ListAddForm
      title="Add Allowed Google Form URL"
      description={selected.displayName}
      back={{
        to: paths.customer.settings(customerId),
        state: { tab: 'Whitelist Url Management' },
        label: 'Return to Allowed Urls',
      }}
      field={{ name: 'url', label: 'Url', placeholder: `https://${GOOGLE_FORMS_HOST}/forms/d/e/…/viewform` }}
      submitLabel="Add URL"
      schema={addGoogleFormUrlSchema(existing.data?.map((item) => item.url))}
      busy={add.isPending}
      send={(body) => add.mutateAsync({ customerId, body })}
      failedTitle={M.googleFormUrlError}
    />
  );
}
