import { API_KEY_MESSAGES } from '@baitwatch/contracts/api-keys/messages';
import { useApiKey } from '../api/fetch-apikey.ts';
import { useGenerateApiKey } from '../api/generate-apikey.ts';
import { ApiKeyPanel } from './api-key-panel.tsx';

/** The organization's key (any role; not in a Global View). */
export function CustomerKeyPanel({ customerId, name }: { customerId: number; name: string }) {
  const query = useApiKey(customerId);
  const generate = useGenerateApiKey(customerId);
  const shaped = {
    ...query,
    data: query.data && { key: query.data.apiKey, expiry: query.data.apiKeyExpiry },
  } as Parameters<typeof ApiKeyPanel>[0]['query'];
  return (
    <ApiKeyPanel
      title="API key"
      description={`Fetches the incidents, scan counts and licenses of ${name} from the Enterprise SOC API.`}
      query={shaped}
      generate={generate}
      fetchFailed={API_KEY_MESSAGES.fetchCustomerFailed}
      generateFailed={API_KEY_MESSAGES.generateFailed}
      testId="customer-key"
    />
  );
}
