import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import {
  LIST_COPY_PARTS,
  type ListCopyPart,
  CONFIG_COPY_MESSAGES as M,
  type TargetChanges,
} from '@baitwatch/contracts/settings/config-copy';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { FeatureContext } from '../context.ts';
import type { OrganizationSettingsService } from '../extension-settings/organization-settings.service.ts';
import type { ListEntriesService } from '../settings-lists/list-entries.service.ts';
import type { OrganizationConfig } from './config-diff.ts';

/** An organization the copy reads or writes, with its name. */
export type Named = AuthorizedOrganization & { name: string };

/**
 * An organization's configuration as the copy sees it: read whole (its three lists and its settings),
 * shown as people read it, and written back through the settings screens' own services. Part of the
 * configuration copy (config-copy.service.ts).
 */
export function organizationConfigs(
  ctx: Pick<FeatureContext, 'database'> & {
    listEntries: ListEntriesService;
    organizationSettings: OrganizationSettingsService;
  },
) {
  const db = ctx.database.db;
  const settings = ctx.organizationSettings;
  const lists = ctx.listEntries;

  /** The organization's name; a TISOC organization has no extension configuration to copy. */
  async function named(organization: AuthorizedOrganization, tx: Db | Tx = db, lock = false): Promise<Named> {
    const found = await settings.organization(organization, tx, lock);
    if (!found) throw notFound('Customer not found');
    if (found.licenseType === 'TISOC') throw badRequest(M.tisoc);
    return { ...organization, name: found.organizationName };
  }

  async function configOf(
    organization: AuthorizedOrganization,
    tx: Db | Tx = db,
  ): Promise<OrganizationConfig> {
    return {
      lists: {
        allowedDomains: await lists.values('allowedDomains', organization, tx),
        googleFormUrls: await lists.values('googleFormUrls', organization, tx),
        blockedUrls: await lists.values('blockedUrls', organization, tx),
      },
      ...(await settings.read(organization, tx)),
    };
  }

  /** The list entries as people read them (Google Form URLs are stored encoded, without a scheme). */
  const shownList = (list: ListCopyPart, values: string[]) => values.map((value) => lists.shown(list, value));
  const shown = (changes: TargetChanges): TargetChanges => ({
    ...changes,
    added: {
      allowedDomains: shownList('allowedDomains', changes.added.allowedDomains),
      googleFormUrls: shownList('googleFormUrls', changes.added.googleFormUrls),
      blockedUrls: shownList('blockedUrls', changes.added.blockedUrls),
    },
  });

  /** Writes one organization's changes; an entry another admin added meanwhile is left out. */
  async function write(
    tx: Tx,
    user: SessionUser,
    target: Named,
    before: OrganizationConfig,
    next: OrganizationConfig,
    changes: TargetChanges,
  ) {
    for (const list of LIST_COPY_PARTS) {
      const kept: string[] = [];
      for (const value of changes.added[list]) {
        if (await lists.add(tx, list, target, user, value)) kept.push(value);
      }
      changes.added[list] = kept;
    }
    await settings.save(tx, target, before, next);
  }

  return { named, configOf, shown, shownList, write };
}
