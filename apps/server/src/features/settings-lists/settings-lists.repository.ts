import { and, asc, eq } from 'drizzle-orm';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import type { Db, Tx } from '../../db/client.ts';
import { allowedDomains, allowedGoogleFormUrls, blockedUrls } from '../../db/schema/index.ts';

/** One of the organization's lists: the admin who added it and the value. */
export interface NewListItem {
  displayName: string;
  value: string;
}

const domainColumns = {
  id: allowedDomains.id,
  customerId: allowedDomains.customerId,
  displayName: allowedDomains.displayName,
  value: allowedDomains.authorizedDomain,
  created: allowedDomains.created,
};
const formColumns = {
  id: allowedGoogleFormUrls.id,
  customerId: allowedGoogleFormUrls.customerId,
  displayName: allowedGoogleFormUrls.displayName,
  value: allowedGoogleFormUrls.url,
  created: allowedGoogleFormUrls.createdOn,
};
const blockedColumns = {
  id: blockedUrls.id,
  customerId: blockedUrls.customerId,
  displayName: blockedUrls.displayName,
  value: blockedUrls.url,
  created: blockedUrls.created,
};
export type ListRow = { id: number; customerId: number; displayName: string; value: string; created: Date };

/**
 * The allowed domains, allowed Google Form URLs and blocked URLs of one organization the policy
 * allowed. Each list is unique per organization whatever the case (lower(...) unique indexes): an add
 * that meets an existing value, even one committed a moment ago by another admin, inserts nothing and
 * answers null.
 */
export function settingsListsRepository(db: Db) {
  return {
    domains: {
      list: (org: AuthorizedOrganization, tx: Db | Tx = db): Promise<ListRow[]> =>
        tx
          .select(domainColumns)
          .from(allowedDomains)
          .where(eq(allowedDomains.customerId, org.id))
          .orderBy(asc(allowedDomains.id)),
      async add(tx: Tx, org: AuthorizedOrganization, item: NewListItem): Promise<ListRow | null> {
        const [row] = await tx
          .insert(allowedDomains)
          .values({ customerId: org.id, displayName: item.displayName, authorizedDomain: item.value })
          .onConflictDoNothing()
          .returning(domainColumns);
        return row ?? null;
      },
      async remove(tx: Tx, org: AuthorizedOrganization, id: number): Promise<ListRow | null> {
        const [row] = await tx
          .delete(allowedDomains)
          .where(and(eq(allowedDomains.customerId, org.id), eq(allowedDomains.id, id)))
          .returning(domainColumns);
        return row ?? null;
      },
    },

    googleFormUrls: {
      list: (org: AuthorizedOrganization, tx: Db | Tx = db): Promise<ListRow[]> =>
        tx
          .select(formColumns)
          .from(allowedGoogleFormUrls)
          .where(eq(allowedGoogleFormUrls.customerId, org.id))
          .orderBy(asc(allowedGoogleFormUrls.id)),
      async add(tx: Tx, org: AuthorizedOrganization, item: NewListItem): Promise<ListRow | null> {
        const [row] = await tx
          .insert(allowedGoogleFormUrls)
          .values({ customerId: org.id, displayName: item.displayName, url: item.value })
          .onConflictDoNothing()
          .returning(formColumns);
        return row ?? null;
      },
      async remove(tx: Tx, org: AuthorizedOrganization, id: number): Promise<ListRow | null> {
        const [row] = await tx
          .delete(allowedGoogleFormUrls)
          .where(and(eq(allowedGoogleFormUrls.customerId, org.id), eq(allowedGoogleFormUrls.id, id)))
          .returning(formColumns);
        return row ?? null;
      },
    },

    blockedUrls: {
      list: (org: AuthorizedOrganization, tx: Db | Tx = db): Promise<ListRow[]> =>
        tx
          .select(blockedColumns)
          .from(blockedUrls)
          .where(eq(blockedUrls.customerId, org.id))
          .orderBy(asc(blockedUrls.id)),
      async add(tx: Tx, org: AuthorizedOrganization, item: NewListItem): Promise<ListRow | null> {
        const [row] = await tx
          .insert(blockedUrls)
          .values({ customerId: org.id, displayName: item.displayName, url: item.value })
          .onConflictDoNothing()
          .returning(blockedColumns);
        return row ?? null;
      },
      async remove(tx: Tx, org: AuthorizedOrganization, id: number): Promise<ListRow | null> {
        const [row] = await tx
          .delete(blockedUrls)
          .where(and(eq(blockedUrls.customerId, org.id), eq(blockedUrls.id, id)))
          .returning(blockedColumns);
        return row ?? null;
      },
    },
  };
}
export type SettingsListsRepository = ReturnType<typeof settingsListsRepository>;
export type ListTable = SettingsListsRepository[keyof SettingsListsRepository];
