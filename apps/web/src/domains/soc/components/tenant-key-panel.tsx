import { API_KEY_MESSAGES } from '@baitwatch/contracts/api-keys/messages';
import { useTenantApiKey } from '../api/fetch-tenant-apikey.ts';
import { useGenerateTenantApiKey } from '../api/generate-tenant-apikey.ts';
import { ApiKeyPanel } from './api-key-panel.tsx';

/** The tenant's global key (TenantAdmin; the provider in a Global View): every organization's incidents. */
export function TenantKeyPanel({ tenantId, name }: { tenantId: number; name: string }) {
  const query = useTenantApiKey(tenantId);
  const generate = useGenerateTenantApiKey(tenantId);
  const shaped = {
    ...query,
    data: query.data && { key: query.data.tenantApiKey, expiry: query.data.tenantApiKeyExpiryDate },
  } as Parameters<typeof ApiKeyPanel>[0]['query'];
  return (
    <ApiKeyPanel
      title="Global API key"
      description={`Fetches the incidents of every organization of ${name}, and lists them (customerId, customerName and orgCode filters).`}
      query={shaped}
      generate={generate}
      fetchFailed={API_KEY_MESSAGES.fetchTenantFailed}
      generateFailed={API_KEY_MESSAGES.generateTenantFailed}
      testId="tenant-key"
    />
  );
}
