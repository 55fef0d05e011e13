import { PROVIDER_ROLE, RESTRICTED_LICENSE_TYPE } from '@baitwatch/contracts/common/product';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { ApiDocTabs } from '../../../domains/soc/components/api-doc-tabs.tsx';
import { CustomerKeyPanel } from '../../../domains/soc/components/customer-key-panel.tsx';
import { useSession } from '../../../lib/session.ts';
import { useThreatIntelSummary } from '../api/get-threat-intel-summary.ts';
import { SubscriptionSummary } from '../components/subscription-summary.tsx';

/**
 * /threat-intel (spec doc 2 §2, §6): for an organization licensed for threat intel (TISOC,
 * PHISHPROTSUITE; the route guard redirects the others to the incidents), what its subscription
 * delivers (decision 0049), its API key panel and the SOC API documentation, the SOC Integration
 * page's own components.
 */
export default function ThreatIntelPage() {
  const { selected, role } = useSession();
  // A TenantAdmin has no threat intel of its own (spec doc 2 §6): keys and documentation only.
  const summary = useThreatIntelSummary(role !== 'TenantAdmin');
  if (!selected) return null;
  const organization =
    selected.kind === 'organization' && typeof selected.id === 'number' ? selected.id : null;
  const withFeedLink =
    role === PROVIDER_ROLE ||
    (selected.kind === 'organization' && selected.licenseType === RESTRICTED_LICENSE_TYPE);
  return (
    <>
      <PageHeader
        title="Threat Intel"
        description={`${selected.displayName}: verified phishing intel, in the console and through the API.`}
      />
      <Stack gap="lg" maw={1000}>
        {role !== 'TenantAdmin' && <SubscriptionSummary query={summary} withFeedLink={withFeedLink} />}
        {organization !== null && (
          <CustomerKeyPanel customerId={organization} name={selected.displayName} key={organization} />
        )}
        <ApiDocTabs />
      </Stack>
    </>
  );
}
