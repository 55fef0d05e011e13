import type { AuditAction } from '@baitwatch/contracts/audit/audit-actions';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { ALERT_CONFIG_MESSAGES, type AlertConfig } from '@baitwatch/contracts/settings/alert-config';
import type { UpdateAlertConfigRequest } from '@baitwatch/contracts/settings/alert-config-update';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { alertConfigOf } from '../extension/extension-config.service.ts';
import { alertConfigValues } from './config-values.ts';
import { extensionSettingsRepository } from './extension-settings.repository.ts';

/** What only the provider changes (Advanced Settings): the rest is the Config tab's. */
const PROVIDER_FIELDS = ['extn_settings', 'isGFormScanningEnabled'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The audit action of a save, by what it changed: one of the three screens that make this call. */
function actionOf(before: AlertConfig, after: AlertConfig): AuditAction {
  const changed = (Object.keys(after) as (keyof AlertConfig)[]).filter(
    (key) => !same(before[key], after[key]),
  );
  if (changed.length > 0 && changed.every((key) => key === 'extn_settings'))
    return 'extension-settings.update';
  if (changed.length > 0 && changed.every((key) => key === 'isGFormScanningEnabled'))
    return 'google-form-scanning.update';
  return 'alert-config.update';
}

/**
 * The alert config (spec doc 2 §2 "Alert config (Config) form", §3, §4, §5, §7): every role reads and
 * changes it for an organization in its scope (the customer settings' Config tab), except that a
 * TISOC organization's admins are refused as the console hides the tab from them (decision 0036).
 * The extension settings and Google Form scanning travel in the same call but are Advanced Settings:
 * only the provider changes them. A save is in the organization's next extension config.
 */
export function alertConfigService(ctx: FeatureContext & { auditLog: AuditLogService }) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const repo = extensionSettingsRepository(db);
  const audit = ctx.auditLog;

  async function allowed(user: SessionUser, customerId: number): Promise<AuthorizedOrganization> {
    const organization = await policy.customer(user, customerId);
    if (policy.isProvider(user)) return organization;
    const found = await repo.organization(organization);
    if (!found) throw notFound('Customer not found');
    if (found.licenseType === 'TISOC') throw forbidden();
    return organization;
  }

  return {
    async get(user: SessionUser, customerId: number): Promise<AlertConfig> {
      return alertConfigOf(await repo.alertConfig(await allowed(user, customerId)));
    },

    async update(
      user: SessionUser,
      customerId: number,
      body: UpdateAlertConfigRequest,
    ): Promise<AlertConfig> {
      const organization = await allowed(user, customerId);
      return db.transaction(async (tx) => {
        const found = await repo.organization(organization, tx, true);
        if (!found) throw notFound('Customer not found');
        const before = alertConfigOf(await repo.alertConfig(organization, tx));
        if (!policy.isProvider(user) && PROVIDER_FIELDS.some((key) => !same(before[key], body[key])))
          throw forbidden(ALERT_CONFIG_MESSAGES.providerOnly);
        const saved = alertConfigOf(
          await repo.saveAlertConfig(tx, organization, alertConfigValues(body), ctx.clock.now()),
        );
        await audit.record(tx, user, {
          action: actionOf(before, saved),
          place: inOrganization(organization),
          target: found.organizationName,
          before,
          after: saved,
        });
        return saved;
      });
    },
  };
}
