import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { SCAN_CONFIG_MESSAGES, type ScanConfig } from '@baitwatch/contracts/settings/scan-config';
import type { UpdateScanConfigRequest } from '@baitwatch/contracts/settings/scan-config-update';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { scanConfigOf } from '../extension/extension-config.service.ts';
import type { LookupsService } from '../lookups/lookups.service.ts';
import { scanConfigValues } from './config-values.ts';
import { extensionSettingsRepository } from './extension-settings.repository.ts';

/** The codes a save names, each with the lookup list that holds it (doc 2 §3 "Lookup entries"). */
const CODED_FIELDS = [
  { field: 'lookupCode', lookupId: 'LKP_SRVC_TYPE', name: 'service type' },
  { field: 'scanningRuleCode', lookupId: 'LKP_SCANNING_RULE', name: 'scanning rule' },
  { field: 'strMMPolicy', lookupId: 'LKP_MM_SCANPOLICY', name: 'multimodal policy' },
  { field: 'imageSize', lookupId: 'LKP_MM_IMG_SIZE', name: 'image size' },
] as const;

/**
 * Advanced Settings > Scan Settings (spec doc 2 §2, §3, §4, §5, §7): the provider's only, for any
 * organization. Reads answer the settings after the load rules; a save is checked by the contract's
 * rules and each code against its lookup list, and is in the organization's next extension config.
 */
export function scanConfigService(
  ctx: FeatureContext & { auditLog: AuditLogService; lookups: LookupsService },
) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const repo = extensionSettingsRepository(db);
  const lookups = ctx.lookups;
  const audit = ctx.auditLog;

  async function providerOrganization(
    user: SessionUser,
    customerId: number,
  ): Promise<AuthorizedOrganization> {
    policy.everything(user);
    return policy.customer(user, customerId);
  }

  async function checkCodes(body: UpdateScanConfigRequest) {
    const unknown: string[] = [];
    for (const { field, lookupId, name } of CODED_FIELDS) {
      const codes = (await lookups.entries(lookupId, {})).map((entry) => entry.code);
      if (!codes.includes(body[field])) unknown.push(SCAN_CONFIG_MESSAGES.unknownCode(name, body[field]));
    }
    if (unknown.length > 0) throw badRequest(unknown);
  }

  return {
    async get(user: SessionUser, customerId: number): Promise<ScanConfig> {
      return scanConfigOf(await repo.scanConfig(await providerOrganization(user, customerId)));
    },

    async update(user: SessionUser, customerId: number, body: UpdateScanConfigRequest): Promise<ScanConfig> {
      const organization = await providerOrganization(user, customerId);
      await checkCodes(body);
      return db.transaction(async (tx) => {
        const found = await repo.organization(organization, tx, true);
        if (!found) throw notFound('Customer not found');
        const before = scanConfigOf(await repo.scanConfig(organization, tx));
        const saved = scanConfigOf(
          await repo.saveScanConfig(tx, organization, scanConfigValues(body), ctx.clock.now()),
        );
        await audit.record(tx, user, {
          action: 'scan-config.update',
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
