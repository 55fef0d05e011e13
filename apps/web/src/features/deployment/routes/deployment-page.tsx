import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import { IconBuilding } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';
import { GroupOrganizationPicker } from '../components/group-organization-picker.tsx';
import { OrganizationDeployment } from '../components/organization-deployment.tsx';
import { groupOrganizations } from '../model/group-organizations.ts';

const DESCRIPTION = 'Roll the browser extension out automatically on Windows, or register it by hand.';

/**
 * /customers/{id}/deployment and /tenants/{id}/deployment (spec doc 1 §2 "Deployment page"). An
 * organization shows its Automatic and Manual tabs; a Global View picks one organization of its group
 * (each has its own key and installer) and shows the same (decision 0043).
 */
export default function DeploymentPage() {
  const { tenantId } = useParams();
  return tenantId ? <GlobalViewDeployment tenantId={Number(tenantId)} /> : <CustomerDeployment />;
}

function CustomerDeployment() {
  const { selected } = useSession();
  if (!selected || typeof selected.id !== 'number') return null;
  return (
    <>
      <PageHeader title="Deployment" description={`${selected.displayName}: ${DESCRIPTION}`} />
      <OrganizationDeployment customerId={selected.id} key={selected.id} />
    </>
  );
}

function GlobalViewDeployment({ tenantId }: { tenantId: number }) {
  const { customers, role, selected } = useSession();
  const [search, setSearch] = useSearchParams();
  const group = search.get('group');
  const organizations = groupOrganizations(customers, role, tenantId, group ? Number(group) : null);
  const wanted = Number(search.get('customer'));
  const current = organizations.find((entry) => entry.id === wanted) ?? organizations[0];
  const pick = (customerId: number) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('customer', String(customerId));
        return next;
      },
      { replace: true },
    );
  const title = selected?.displayName ?? 'Global View';
  return (
    <>
      <PageHeader title="Deployment" description={`${title}: ${DESCRIPTION}`} />
      {current && typeof current.id === 'number' ? (
        <>
          <GroupOrganizationPicker organizations={organizations} value={current.id} onChange={pick} />
          <OrganizationDeployment customerId={current.id} key={current.id} />
        </>
      ) : (
        <EmptyState
          title={DEPLOYMENT_MESSAGES.noOrganizations}
          description="Add organizations in the MSP Center; each gets its own installer and license key."
          icon={<IconBuilding size={28} stroke={1.5} aria-hidden />}
        />
      )}
    </>
  );
}
