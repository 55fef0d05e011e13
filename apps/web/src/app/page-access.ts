import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { matchPath } from 'react-router';
import { incidentsPath, paths } from '../lib/paths.ts';
import { type BlockReason, menuItemOfPage, profileMenu } from './menu-rules.ts';
import { tisocRedirect } from './redirects.ts';
import { entryForRoute, routeSelection } from './route-selection.ts';
import { isAggregate } from './selection-kind.ts';

/** What the console answers at an address: the page, the spec's redirect (with its notice), or "not authorized". */
export type PageAccess =
  | { kind: 'open' }
  | { kind: 'redirect'; to: string; notice: string | null }
  | { kind: 'notAuthorized' };

export interface PageAccessInput {
  role: Role;
  customers: readonly PortalCustomer[];
  selected: PortalCustomer | null;
  pathname: string;
  search: string;
}

const OPEN: PageAccess = { kind: 'open' };
const NOT_AUTHORIZED: PageAccess = { kind: 'notAuthorized' };
const redirect = (to: string, notice: string | null = null): PageAccess => ({ kind: 'redirect', to, notice });

// Addresses that name an organization or a Global View by id (a malformed id names none).
const ORGANIZATION_ADDRESSES = ['/customers/:id/*', '/tenants/:id/*'];

/** Add to Threat Intel is the provider's, as Verify is (spec doc 2 §7): no menu item opens it. */
const PROVIDER_ADDRESSES = [
  '/customers/:id/threat-intel/:eventId',
  '/tenants/:id/:customerId/threat-intel/:eventId',
];

/**
 * The route guard's rule (decision 0031): a page is served when the profile menu, for the route's
 * selection, offers the item that opens it; otherwise the spec's redirect where it has one, else
 * "not authorized". The menu's rules are asked, never copied, so the two cannot drift apart.
 */
export function pageAccess({ role, customers, selected, pathname, search }: PageAccessInput): PageAccess {
  const route = routeSelection(pathname, search);
  const entry = route ? entryForRoute(route, customers, selected) : null;
  // An organization the user cannot see: the server refuses its data anyway (decision 0004).
  const addressesOrganization = ORGANIZATION_ADDRESSES.some((path) => matchPath(path, pathname) !== null);
  if (addressesOrganization && entry === null) return NOT_AUTHORIZED;
  if (role !== PROVIDER_ROLE && PROVIDER_ADDRESSES.some((path) => matchPath(path, pathname) !== null))
    return NOT_AUTHORIZED;
  const effective = entry ?? selected;
  // A TISOC selection is confined to its allowed pages (spec: "redirected to /threat-intel").
  const tisoc = tisocRedirect(role, effective, pathname);
  if (tisoc) return redirect(tisoc);
  // /super-feed names the provider's Super Feed entry; nobody else has one.
  if (route?.kind === 'superFeed' && entry === null) return NOT_AUTHORIZED;

  const id = menuItemOfPage(pathname);
  if (id === null) return OPEN;
  const item = profileMenu({ role, selected: effective }).find((candidate) => candidate.id === id);
  if (!item) return NOT_AUTHORIZED;
  return item.blockedBy === null ? OPEN : blockedAnswer(item.blockedBy, effective);
}

/** Where a page whose menu item is disabled leads, by the reason the menu gives. */
function blockedAnswer(reason: BlockReason, selected: PortalCustomer | null): PageAccess {
  switch (reason) {
    case 'exclusiveThreatIntel':
      return redirect(paths.threatIntel);
    case 'noThreatIntelAccess':
      // Spec doc 2 §2: organizations without threat intel access see their incidents.
      return selected ? redirect(incidentsPath(selected), MESSAGES.noThreatIntelAccess) : NOT_AUTHORIZED;
    case 'pickCustomer':
      // A Global View on a page of one organization: its incidents, as the dropdown does (spec doc 1 §2).
      return selected && isAggregate(selected)
        ? redirect(incidentsPath(selected), SHELL_MESSAGES.globalViewRedirect)
        : NOT_AUTHORIZED;
  }
}
