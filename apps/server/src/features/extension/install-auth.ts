import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashSecret } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { type InstallPrincipal, installsRepository } from './installs.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    install: InstallPrincipal | null;
  }
}

/**
 * Every extension call after registration carries `Authorization: Bearer <install token>`. Checked on
 * request, before any body is read, so an unauthenticated upload is refused without being received.
 */
export function requireInstallToken(scope: FastifyInstance, db: Db) {
  const repo = installsRepository(db);
  scope.decorateRequest('install', null);
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const install = token ? await repo.byTokenHash(hashSecret(token)) : null;
    if (!install || install.revokedAt) throw unauthorized(EXTENSION_MESSAGES.invalidInstallToken);
    if (!install.customerActive) throw forbidden(EXTENSION_MESSAGES.organizationInactive);
    request.install = install;
  });
}

export function installOf(request: FastifyRequest): InstallPrincipal {
  if (!request.install) throw unauthorized(EXTENSION_MESSAGES.invalidInstallToken);
  return request.install;
}
