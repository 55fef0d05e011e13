import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the extension API's install authenticator (features/extension/install-auth.ts). */
    install: InstallPrincipal | null;
  }
}

/** The registered extension install a request's token proved, with what events copy from it. */
export interface InstallPrincipal {
  installId: string;
  tokenHash: string;
  customerId: number;
  extensionUserId: number;
  revokedAt: Date | null;
  customerActive: boolean;
  blobContainer: string;
  email: string | null;
  osUserId: string | null;
  osComputerName: string | null;
  osUuid: string | null;
  os: string | null;
  browser: string | null;
}

/** The install a request on the extension API's protected routes proved with its token. */
export function installOf(request: FastifyRequest): InstallPrincipal {
  if (!request.install) throw unauthorized(EXTENSION_MESSAGES.invalidInstallToken);
  return request.install;
}
