import { addAllowedDomainSchema } from '@baitwatch/contracts/settings/add-allowed-domain';
import { LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useAddAllowedDomain } from '../api/add-allowed-domain.ts';
import { allowedDomainsQueryOptions } from '../api/list-allowed-domains.ts';
import { ListAddForm } from '../components/list-add-form.tsx';

/** /customers/{id}/settings/add-whitelist-domain (spec doc 2 §2): field Domain; Add Domain and Cancel. */
export default function AddWhitelistDomainPage() {
  const { selected } = useSession();
  const customerId = typeof selected?.id === 'number' ? selected.id : 0;
  const existing = useQuery({ ...allowedDomainsQueryOptions(customerId), enabled: customerId > 0 });
  const add = useAddAllowedDomain();
  if (!selected || customerId === 0) return null;
  return (
    <ListAddForm
      title="Add Allowed Domain"
      description={selected.displayName}
      back={{
        to: paths.customer.settings(customerId),
        state: { tab: 'Whitelist Management' },
        label: 'Return to Allowed Domains',
      }}
      field={{ name: 'domain', label: 'Domain', placeholder: 'example.com' }}
      submitLabel="Add Domain"
      schema={addAllowedDomainSchema(existing.data?.map((item) => item.authorizedDomain))}
      busy={add.isPending}
      send={(body) => add.mutateAsync({ customerId, body })}
      failedTitle={M.failedToAddDomain}
    />
  );
}
