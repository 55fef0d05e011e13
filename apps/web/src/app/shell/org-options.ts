import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import type { SearchResponse } from '@baitwatch/contracts/search/search';

/** How many local matches the dropdown lists at once; typing narrows the rest. */
export const LOCAL_OPTION_LIMIT = 50;

export interface OrgOption {
  /** Unique among all options of the dropdown. */
  value: string;
  /** The dropdown entry that choosing this option selects. */
  entryKey: string;
  label: string;
  /** Why this option matched (a user or brand hit), shown under the label. */
  detail: string | null;
}

export interface OrgOptionGroup {
  label: string;
  options: OrgOption[];
}

/** The entries whose search text holds the term (all of them for an empty term). */
export function filterEntries(customers: readonly PortalCustomer[], term: string): PortalCustomer[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...customers];
  return customers.filter(
    (entry) => entry.sortKeyword.includes(needle) || entry.displayName.toLowerCase().includes(needle),
  );
}

/**
 * The dropdown's option groups: local matches of the list first, then the server's user and brand
 * hits (and organizations the local list did not already show), each leading to an organization the
 * user may select.
 */
export function buildOrgOptions(
  customers: readonly PortalCustomer[],
  term: string,
  hits: SearchResponse | undefined,
): OrgOptionGroup[] {
  const local = filterEntries(customers, term).slice(0, LOCAL_OPTION_LIMIT);
  const shown = new Set(local.map((entry) => entry.key));
  const byId = new Map<number, PortalCustomer>();
  for (const entry of customers) {
    if (entry.kind === 'organization' && typeof entry.id === 'number') byId.set(entry.id, entry);
  }
  const groups: OrgOptionGroup[] = [
    {
      label: 'Organizations',
      options: local.map((entry) => ({
        value: entry.key,
        entryKey: entry.key,
        label: entry.displayName,
        detail: null,
      })),
    },
  ];
  if (hits) {
    const moreOrganizations: OrgOption[] = [];
    for (const hit of hits.organizations) {
      const entry = byId.get(hit.customerId);
      if (!entry || shown.has(entry.key)) continue;
      shown.add(entry.key);
      moreOrganizations.push({
        value: entry.key,
        entryKey: entry.key,
        label: entry.displayName,
        detail: null,
      });
    }
    groups[0]?.options.push(...moreOrganizations);
    const users = hits.users.flatMap((hit) => {
      const entry = byId.get(hit.customerId);
      if (!entry) return [];
      const who = hit.email ?? hit.osUserId ?? hit.osComputerName ?? `User ${hit.extensionUserId}`;
      return [
        { value: `user:${hit.extensionUserId}`, entryKey: entry.key, label: who, detail: entry.displayName },
      ];
    });
    const brands = hits.brands.flatMap((hit, index) => {
      const entry = hit.customerId === null ? undefined : byId.get(hit.customerId);
      if (!entry) return [];
      return [
        {
          value: `brand:${index}:${hit.brand}`,
          entryKey: entry.key,
          label: hit.brand,
          detail: entry.displayName,
        },
      ];
    });
    if (users.length > 0) groups.push({ label: 'Users', options: users });
    if (brands.length > 0) groups.push({ label: 'Brands', options: brands });
  }
  return groups.filter((group) => group.options.length > 0);
}
