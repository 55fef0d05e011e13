import type { WorldUser } from './fixtures.ts';
import type { worldApp } from './world-app.ts';

const EXPIRY = { expiryDate: '2027-06-30' };

/**
 * A new SOC API key generated through the console, as `who`: an organization's key, or a tenant's
 * global key. For the tests of the surfaces the keys open (the SOC API, TAXII).
 */
export async function generatedSocKey(
  api: ReturnType<typeof worldApp>,
  who: WorldUser,
  owner: { customerId: number } | { tenantId: number },
): Promise<string> {
  const url =
    'customerId' in owner
      ? `/v1/enterprise-soc/generate-apikey/${owner.customerId}`
      : `/v1/enterprise-soc/generate-tenant-apikey/${owner.tenantId}`;
  const answer = await api.call(who, 'PUT', url, EXPIRY);
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json().newApiKey;
}
