import { isLoopbackHost } from '@baitwatch/contracts/common/loopback';
import type { Config } from '../../config.ts';

/**
 * The login page of a tenant's subdomain: under the provider's domain in production
 * (https://acme.baitwatch.app/login), under localhost when the console runs locally
 * (http://acme.localhost:8080/login, which browsers resolve without DNS).
 */
export function tenantLoginAddress(config: Pick<Config, 'publicUrl' | 'domainSuffix'>, subDomain: string) {
  const url = new URL(config.publicUrl);
  const local = isLoopbackHost(url.hostname);
  url.hostname = local ? `${subDomain}.localhost` : `${subDomain}.${config.domainSuffix}`;
  url.pathname = '/login';
  url.search = '';
  return url.toString();
}
