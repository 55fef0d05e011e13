import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import {
  CONFIG_COPY_PART_NAMES,
  type ConfigCopyPart,
  type ConfigCopyResponse,
  changeCount,
  LIST_COPY_PARTS,
  CONFIG_COPY_MESSAGES as M,
  PROVIDER_ONLY_COPY_PARTS,
  type TargetChanges,
} from '@baitwatch/contracts/settings/config-copy';
import type { ApplyConfigCopyResponse } from '@baitwatch/contracts/settings/config-copy-apply';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import type { OrganizationSettingsService } from '../extension-settings/organization-settings.service.ts';
import type { ListEntriesService } from '../settings-lists/list-entries.service.ts';
import { copiedConfig, type OrganizationConfig, settingChanges } from './config-diff.ts';
import { type Named, organizationConfigs } from './organization-configs.ts';

interface CopyRequest {
  parts: ConfigCopyPart[];
  targetCustomerIds: number[];
}

/**
 * Copying an organization's configuration to others (beyond the spec; decision 0040): a
 * TenantAdmin within its tenant, the provider anywhere. Lists are merged, settings overwritten; only
 * the provider copies the Advanced Settings parts, as only it edits them. The preview changes nothing;
 * the copy judges every organization again inside one transaction (their rows locked), writes what
 * changed through the same repositories as the settings screens, and audits each changed organization.
 */
export function configCopyService(
  ctx: FeatureContext & {
    auditLog: AuditLogService;
    listEntries: ListEntriesService;
    organizationSettings: OrganizationSettingsService;
  },
) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const audit = ctx.auditLog;

  /** The source and targets, when the user may copy these parts between them. */
  async function allowed(user: SessionUser, customerId: number, request: CopyRequest) {
    policy.requireRole(user, PROVIDER_ROLE, 'TenantAdmin');
    if (!policy.isProvider(user) && request.parts.some((part) => PROVIDER_ONLY_COPY_PARTS.includes(part)))
      throw forbidden(M.providerOnly);
    const source = await policy.customer(user, customerId);
    if (request.targetCustomerIds.includes(customerId)) throw badRequest(M.toItself);
    const targets: AuthorizedOrganization[] = [];
    for (const id of request.targetCustomerIds) targets.push(await policy.customer(user, id));
    return { source, targets };
  }

  /** What the copy changes in one organization, and its configuration after it. */
  function plan(
    source: OrganizationConfig,
    target: Named,
    before: OrganizationConfig,
    parts: ConfigCopyPart[],
  ) {
    const { added, next } = copiedConfig(source, before, parts);
    const changes: TargetChanges = {
      customerId: target.id,
      organizationName: target.name,
      added,
      changed: settingChanges(before, next, parts),
    };
    return { changes, next };
  }

  const { named, configOf, shown, shownList, write } = organizationConfigs(ctx);

  return {
    async preview(user: SessionUser, customerId: number, request: CopyRequest): Promise<ConfigCopyResponse> {
      const { source, targets } = await allowed(user, customerId, request);
      const from = await named(source);
      const sourceConfig = await configOf(from);
      const out: TargetChanges[] = [];
      for (const organization of targets) {
        const target = await named(organization);
        out.push(shown(plan(sourceConfig, target, await configOf(target), request.parts).changes));
      }
      return { sourceName: from.name, targets: out };
    },

    async apply(
      user: SessionUser,
      customerId: number,
      request: CopyRequest,
    ): Promise<ApplyConfigCopyResponse> {
      const { source, targets } = await allowed(user, customerId, request);
      return db.transaction(async (tx) => {
        const from = await named(source, tx);
        const sourceConfig = await configOf(from, tx);
        // Locked in id order, so two copies over the same organizations cannot deadlock.
        const locked = new Map<number, Named>();
        for (const organization of [...targets].sort((a, b) => a.id - b.id))
          locked.set(organization.id, await named(organization, tx, true));
        const out: TargetChanges[] = [];
        for (const organization of targets) {
          const target = locked.get(organization.id) as Named;
          const before = await configOf(target, tx);
          const { changes, next } = plan(sourceConfig, target, before, request.parts);
          if (changeCount(changes) > 0) {
            await write(tx, user, target, before, next, changes);
            await audit.record(tx, user, {
              action: 'configuration.copy',
              place: inOrganization(target),
              target: target.name,
              before: Object.fromEntries(changes.changed.map((c) => [c.setting, c.from])),
              after: {
                'Copied from': from.name,
                ...Object.fromEntries(changes.changed.map((c) => [c.setting, c.to])),
                ...Object.fromEntries(
                  LIST_COPY_PARTS.filter((list) => changes.added[list].length > 0).map((list) => [
                    `${CONFIG_COPY_PART_NAMES[list]} added`,
                    shownList(list, changes.added[list]),
                  ]),
                ),
              },
            });
          }
          out.push(shown(changes));
        }
        const changed = out.filter((target) => changeCount(target) > 0).length;
        return { message: M.copied(changed), sourceName: from.name, targets: out };
      });
    },
  };
}
