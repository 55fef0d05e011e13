import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { AddAllowedDomainResponse } from '@baitwatch/contracts/settings/add-allowed-domain';
import type { AddBlockedUrlResponse } from '@baitwatch/contracts/settings/add-blocked-url';
import type { AddGoogleFormUrlResponse } from '@baitwatch/contracts/settings/add-google-form-url';
import type {
  AllowedDomain,
  ListAllowedDomainsResponse,
} from '@baitwatch/contracts/settings/list-allowed-domains';
import type { BlockedUrl, ListBlockedUrlsResponse } from '@baitwatch/contracts/settings/list-blocked-urls';
import type {
  GoogleFormUrl,
  ListGoogleFormUrlsResponse,
} from '@baitwatch/contracts/settings/list-google-form-urls';
import type { RemoveListItemResponse } from '@baitwatch/contracts/settings/list-item';
import { conflict, notFound } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { inOrganization } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import { type ListKind, listKinds } from './list-kinds.ts';
import { type ListRow, settingsListsRepository } from './settings-lists.repository.ts';

const toDomain = (row: ListRow): AllowedDomain => ({
  id: row.id,
  customerId: row.customerId,
  displayName: row.displayName,
  authorizedDomain: row.value,
  created: row.created.toISOString(),
});
const toBlockedUrl = (row: ListRow): BlockedUrl => ({
  id: row.id,
  customerId: row.customerId,
  displayName: row.displayName,
  url: row.value,
  created: row.created.toISOString(),
});
const toGoogleFormUrl = (row: ListRow): GoogleFormUrl => ({
  id: row.id,
  customerId: row.customerId,
  displayName: row.displayName,
  url: row.value,
  createdOn: row.created.toISOString(),
});

/**
 * Allowed Domains, Allowed Google Form URLs and Blocked URLs of an organization (spec doc 2 §2, §5,
 * §7): every role lists, adds and removes them for an organization in its scope (doc 2 §6 limits none
 * of them), whatever its license type (decision 0028). A change is audited in its own transaction and
 * is in the organization's next extension config.
 */
export function settingsListsService(ctx: FeatureContext & { auditLog: AuditLogService }) {
  const repo = settingsListsRepository(ctx.database.db);
  const audit = ctx.auditLog;
  const { policy } = ctx;

  const kinds = listKinds(repo);

  async function list(kind: ListKind, user: SessionUser, customerId: number) {
    return kind.table.list(await policy.customer(user, customerId));
  }

  /** Adds the value (already judged by the contract and normalised); a duplicate is a 409 with the spec's message. */
  async function add(kind: ListKind, user: SessionUser, customerId: number, value: string) {
    const org = await policy.customer(user, customerId);
    const row = await ctx.database.db.transaction(async (tx) => {
      const added = await kind.table.add(tx, org, { displayName: user.name, value });
      if (!added) return null;
      await audit.record(tx, user, {
        action: kind.actions.add,
        place: inOrganization(org),
        target: kind.shown(value),
        after: { [kind.field]: kind.shown(value) },
      });
      return added;
    });
    if (!row) throw conflict(kind.messages.duplicate);
    return { message: kind.messages.added, row };
  }

  /** Removes one item of the organization's list; an id of another organization's list is not found. */
  async function remove(
    kind: ListKind,
    user: SessionUser,
    customerId: number,
    id: number,
  ): Promise<RemoveListItemResponse> {
    const org = await policy.customer(user, customerId);
    const removed = await ctx.database.db.transaction(async (tx) => {
      const row = await kind.table.remove(tx, org, id);
      if (!row) return false;
      await audit.record(tx, user, {
        action: kind.actions.remove,
        place: inOrganization(org),
        target: kind.shown(row.value),
        before: { [kind.field]: kind.shown(row.value), addedBy: row.displayName },
        after: null,
      });
      return true;
    });
    if (!removed) throw notFound(kind.messages.notFound);
    return { message: kind.messages.removed };
  }

  return {
    async listDomains(user: SessionUser, customerId: number): Promise<ListAllowedDomainsResponse> {
      return { list: (await list(kinds.domains, user, customerId)).map(toDomain) };
    },
    async addDomain(
      user: SessionUser,
      customerId: number,
      domain: string,
    ): Promise<AddAllowedDomainResponse> {
      const { message, row } = await add(kinds.domains, user, customerId, domain);
      return { message, domain: toDomain(row) };
    },
    removeDomain: (user: SessionUser, customerId: number, id: number) =>
      remove(kinds.domains, user, customerId, id),

    async listGoogleFormUrls(user: SessionUser, customerId: number): Promise<ListGoogleFormUrlsResponse> {
      return { list: (await list(kinds.googleFormUrls, user, customerId)).map(toGoogleFormUrl) };
    },
    async addGoogleFormUrl(
      user: SessionUser,
      customerId: number,
      url: string,
    ): Promise<AddGoogleFormUrlResponse> {
      const { message, row } = await add(kinds.googleFormUrls, user, customerId, url);
      return { message, url: toGoogleFormUrl(row) };
    },
    removeGoogleFormUrl: (user: SessionUser, customerId: number, id: number) =>
      remove(kinds.googleFormUrls, user, customerId, id),

    async listBlockedUrls(user: SessionUser, customerId: number): Promise<ListBlockedUrlsResponse> {
      return { list: (await list(kinds.blockedUrls, user, customerId)).map(toBlockedUrl) };
    },
    async addBlockedUrl(user: SessionUser, customerId: number, url: string): Promise<AddBlockedUrlResponse> {
      const { message, row } = await add(kinds.blockedUrls, user, customerId, url);
      return { message, url: toBlockedUrl(row) };
    },
    removeBlockedUrl: (user: SessionUser, customerId: number, id: number) =>
      remove(kinds.blockedUrls, user, customerId, id),
  };
}
