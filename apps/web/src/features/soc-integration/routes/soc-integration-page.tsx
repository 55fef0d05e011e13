import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { ApiDocTabs } from '../../../domains/soc/components/api-doc-tabs.tsx';
import { CustomerKeyPanel } from '../../../domains/soc/components/customer-key-panel.tsx';
import { TenantKeyPanel } from '../../../domains/soc/components/tenant-key-panel.tsx';
import { useSession } from '../../../lib/session.ts';
import { SyslogPanel } from '../components/syslog-panel.tsx';
import { WebhooksPanel } from '../components/webhooks-panel.tsx';
import { pushScopeOf } from '../model/push-scope.ts';

/**
 * /soc-integration (spec doc 2 §2, §4, §6): the organization's API key panel (any role, not in a
 * Global View), the tenant's global key panel (a TenantAdmin; the provider with a Global View), the
 * webhooks and syslog destinations of the selected scope (model/push-scope.ts), and the Enterprise SOC
 * API's documentation tabs.
 */
export default function SocIntegrationPage() {
  const { selected, role } = useSession();
  if (!selected) return null;
  const organization =
    selected.kind === 'organization' && typeof selected.id === 'number' ? selected.id : null;
  const tenantId = selected.tenantId;
  const showTenantKey =
    tenantId !== null &&
    ((role === 'TenantAdmin' && selected.kind !== 'superFeed') ||
      (role === PROVIDER_ROLE && selected.kind === 'globalView'));
  const pushScope = pushScopeOf(selected, role);
  const pushName = selected.kind === 'organization' ? selected.displayName : selected.tenantName;
  return (
    <>
      <PageHeader
        title="SOC Integration"
        description={`${selected.displayName}: pull incidents into your SOC with the Enterprise SOC API, or have them pushed with webhooks and syslog.`}
      />
      <Stack gap="lg" maw={1000}>
        {organization !== null && (
          <CustomerKeyPanel customerId={organization} name={selected.displayName} key={organization} />
        )}
        {showTenantKey && tenantId !== null && (
          <TenantKeyPanel tenantId={tenantId} name={selected.tenantName} key={`t${tenantId}`} />
        )}
        {pushScope !== null && (
          <WebhooksPanel scope={pushScope} name={pushName} key={JSON.stringify(pushScope)} />
        )}
        {pushScope !== null && (
          <SyslogPanel scope={pushScope} name={pushName} key={`syslog${JSON.stringify(pushScope)}`} />
        )}
        <ApiDocTabs />
      </Stack>
    </>
  );
}
