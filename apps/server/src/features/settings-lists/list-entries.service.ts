import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { ListCopyPart } from '@baitwatch/contracts/settings/config-copy';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { FeatureContext } from '../context.ts';
import { type ListKind, listKinds } from './list-kinds.ts';
import { settingsListsRepository } from './settings-lists.repository.ts';

/**
 * The three lists' entries for another feature that changes them in its own transaction (copying an
 * configuration, decision 0040): the caller has authorized the organization and audits the change.
 */
export function listEntriesService(ctx: FeatureContext) {
  const db = ctx.database.db;
  const kinds = listKinds(settingsListsRepository(db));
  const LISTS: Record<ListCopyPart, ListKind> = {
    allowedDomains: kinds.domains,
    googleFormUrls: kinds.googleFormUrls,
    blockedUrls: kinds.blockedUrls,
  };

  return {
    /** The list's stored values, oldest first. */
    async values(list: ListCopyPart, organization: AuthorizedOrganization, tx: Db | Tx = db) {
      return (await LISTS[list].table.list(organization, tx)).map((row) => row.value);
    },

    /** Adds a stored value in the name of the user; false when the list has it already, in any case. */
    async add(
      tx: Tx,
      list: ListCopyPart,
      organization: AuthorizedOrganization,
      user: SessionUser,
      value: string,
    ) {
      return (await LISTS[list].table.add(tx, organization, { displayName: user.name, value })) !== null;
    },

    /** A stored value as people read it (Google Form URLs are stored encoded, without their scheme). */
    shown: (list: ListCopyPart, value: string) => LISTS[list].shown(value),
  };
}

export type ListEntriesService = ReturnType<typeof listEntriesService>;
