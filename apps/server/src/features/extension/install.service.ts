import type { HeartbeatRequest, HeartbeatResponse } from '@baitwatch/contracts/extension/heartbeat';
import type { RevokeInstallResponse } from '@baitwatch/contracts/extension/revoke-install';
import type { InstallPrincipal } from '../../auth/install-principal.ts';
import type { AppDeps } from '../../deps.ts';
import type { ExtensionConfigService } from './extension-config.service.ts';
import { extensionUsersRepository } from './extension-users.repository.ts';
import type { InstallAuthenticator } from './install-auth.ts';
import { installsRepository } from './installs.repository.ts';

/** What an authenticated install does besides reporting: fetch its config, stay Active, sign out. */
export function installService(
  deps: Pick<AppDeps, 'database' | 'clock'> & {
    extensionConfig: ExtensionConfigService;
    installAuth: InstallAuthenticator;
  },
) {
  const { extensionConfig: config, installAuth: auth } = deps;
  const db = deps.database.db;
  const installs = installsRepository(db);
  const users = extensionUsersRepository(db);

  return {
    config: (install: InstallPrincipal) => config.load(install.customerId),

    /** A heartbeat is what makes the extension user Active (ACTIVE_WINDOW_DAYS). */
    async heartbeat(install: InstallPrincipal, info: HeartbeatRequest): Promise<HeartbeatResponse> {
      const at = deps.clock.now();
      await db.transaction((tx) => users.heartbeat(tx, install, info, at));
      // Events copy the browser and OS of the install: read them afresh if they changed.
      if (info.os !== install.os || info.browser !== install.browser) auth.forget(install);
      return { serverTime: at.toISOString(), configEtag: await config.etag(install.customerId) };
    },

    async revoke(install: InstallPrincipal): Promise<RevokeInstallResponse> {
      await installs.revoke(install.customerId, install.installId, deps.clock.now());
      auth.forget(install);
      return { installId: install.installId, revoked: true };
    },
  };
}
