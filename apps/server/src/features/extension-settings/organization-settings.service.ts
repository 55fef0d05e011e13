import type { AlertConfig } from '@baitwatch/contracts/settings/alert-config';
import type { ScanConfig } from '@baitwatch/contracts/settings/scan-config';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { FeatureContext } from '../context.ts';
import { alertConfigOf, scanConfigOf } from '../extension/extension-config.service.ts';
import { alertConfigValues, scanConfigValues } from './config-values.ts';
import { extensionSettingsRepository } from './extension-settings.repository.ts';

export interface OrganizationSettings {
  alert: AlertConfig;
  scan: ScanConfig;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An organization's alert config and scan settings for another feature that changes them in its own
 * transaction (copying a configuration, decision 0040): the caller has authorized the organization,
 * checked what the user may change and audits the change.
 */
export function organizationSettingsService(ctx: FeatureContext) {
  const db = ctx.database.db;
  const repo = extensionSettingsRepository(db);

  return {
    /** The organization's name and license type, its row locked until the transaction ends when `lock`. */
    organization: (organization: AuthorizedOrganization, tx: Db | Tx = db, lock = false) =>
      repo.organization(organization, tx, lock),

    async read(organization: AuthorizedOrganization, tx: Db | Tx = db): Promise<OrganizationSettings> {
      return {
        alert: alertConfigOf(await repo.alertConfig(organization, tx)),
        scan: scanConfigOf(await repo.scanConfig(organization, tx)),
      };
    },

    /** Saves what differs between the two; the rows of the unchanged ones are left alone. */
    async save(
      tx: Tx,
      organization: AuthorizedOrganization,
      before: OrganizationSettings,
      next: OrganizationSettings,
    ) {
      const now = ctx.clock.now();
      if (!same(alertConfigValues(before.alert), alertConfigValues(next.alert)))
        await repo.saveAlertConfig(tx, organization, alertConfigValues(next.alert), now);
      if (!same(scanConfigValues(before.scan), scanConfigValues(next.scan)))
        await repo.saveScanConfig(tx, organization, scanConfigValues(next.scan), now);
    },
  };
}

export type OrganizationSettingsService = ReturnType<typeof organizationSettingsService>;
