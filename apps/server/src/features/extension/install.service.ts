import type { HeartbeatRequest, HeartbeatResponse } from '@baitwatch/contracts/extension/heartbeat';
import type { RevokeInstallResponse } from '@baitwatch/contracts/extension/revoke-install';
import type { AppDeps } from '../../deps.ts';
import { extensionConfigService } from './extension-config.service.ts';
import { extensionUsersRepository } from './extension-users.repository.ts';
import { type InstallPrincipal, installsRepository } from './installs.repository.ts';

/** What an authenticated install does besides reporting: fetch its config, stay Active, sign out. */
export function installService(deps: Pick<AppDeps, 'database' | 'clock' | 'config'>) {
  const db = deps.database.db;
  const installs = installsRepository(db);
  const users = extensionUsersRepository();
  const config = extensionConfigService(deps);

  return {
    config: (install: InstallPrincipal) => config.load(install.customerId),

    /** A heartbeat is what makes the extension user Active (ACTIVE_WINDOW_DAYS). */
    async heartbeat(install: InstallPrincipal, info: HeartbeatRequest): Promise<HeartbeatResponse> {
      const at = deps.clock.now();
      await db.transaction(async (tx) => {
        await installs.heartbeat(tx, install.customerId, install.installId, at);
        await users.touch(tx, install.customerId, install.extensionUserId, at);
        await users.recordClient(tx, install.customerId, install.extensionUserId, info, at);
      });
      const { etag } = await config.load(install.customerId);
      return { serverTime: at.toISOString(), configEtag: etag };
    },

    async revoke(install: InstallPrincipal): Promise<RevokeInstallResponse> {
      await installs.revoke(install.customerId, install.installId, deps.clock.now());
      return { installId: install.installId, revoked: true };
    },
  };
}
