import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import type { FastifyInstance } from 'fastify';
import type { InstallPrincipal } from '../../auth/install-principal.ts';
import { hashSecret } from '../../auth/tokens.ts';
import type { ServiceDatabase } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { installsRepository } from './installs.repository.ts';

/**
 * How long a process trusts a looked-up install token. Every event report is authenticated; the cache
 * spares that lookup. This process forgets a token at once when it is revoked or its browser changes;
 * another process may accept a revoked token for at most this long.
 */
export const INSTALL_CACHE_MS = 30_000;

/** Authenticates `Authorization: Bearer <install token>`. One per app: it holds the token cache. */
export function installAuthenticator(deps: ServiceDatabase) {
  const repo = installsRepository(deps.database.db);
  const cache = ttlCache<string, InstallPrincipal>(INSTALL_CACHE_MS, 50_000);

  async function principal(tokenHash: string) {
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const found = await repo.byTokenHash(tokenHash);
    if (found && !found.revokedAt) cache.set(tokenHash, found);
    return found;
  }

  return {
    /** Checked on request, before any body is read: an unauthenticated upload is refused unreceived. */
    protect(scope: FastifyInstance) {
      scope.decorateRequest('install', null);
      scope.addHook('onRequest', async (request) => {
        const header = request.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
        const install = token ? await principal(hashSecret(token)) : null;
        if (!install || install.revokedAt) throw unauthorized(EXTENSION_MESSAGES.invalidInstallToken);
        if (!install.customerActive) throw forbidden(EXTENSION_MESSAGES.organizationInactive);
        request.install = install;
      });
    },
    /** After a revocation or a browser change, the next call reads the install afresh. */
    forget(install: Pick<InstallPrincipal, 'tokenHash'>) {
      cache.delete(install.tokenHash);
    },
  };
}
export type InstallAuthenticator = ReturnType<typeof installAuthenticator>;
