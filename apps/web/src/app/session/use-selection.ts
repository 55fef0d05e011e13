import type { Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { resetAllFilters } from '../../lib/filters-store.ts';
import { readStored, writeStored } from '../../lib/local-store.ts';
import { entryForRoute, initialSelection, routeSelection } from '../route-selection.ts';

const STORAGE_KEY = 'baitwatch.selectedCustomer';

/**
 * The selected organization: from the route when it names one, else remembered in local storage,
 * else the default. Every change resets the page filters and is remembered.
 */
export function useSelection(role: Role, customers: readonly PortalCustomer[]) {
  const location = useLocation();
  const route = routeSelection(location.pathname, location.search);
  const [key, setKey] = useState<string | null>(() => {
    const routeEntry = route ? entryForRoute(route, customers, null) : null;
    const remembered = readStored(STORAGE_KEY, z.string(), null as string | null);
    return initialSelection(customers, routeEntry, remembered)?.key ?? null;
  });
  const keyRef = useRef(key);
  keyRef.current = key;

  const change = useCallback((next: string) => {
    if (next === keyRef.current) return;
    keyRef.current = next;
    setKey(next);
    resetAllFilters();
  }, []);

  // Remembered whatever made it the selection: the dropdown, the address, or the default.
  useEffect(() => {
    if (key !== null) writeStored(STORAGE_KEY, key);
  }, [key]);

  // A selection that vanished from the list (an organization was removed) falls back to the default,
  // except for a tenant admin, who may have none.
  const stored =
    customers.find((entry) => entry.key === key) ??
    (role === 'TenantAdmin' ? null : initialSelection(customers, null, null));

  // The route decides (spec doc 1 §2): an address that names an entry (an organization, a Global View,
  // the Super Feed) shows it at once, without waiting for the stored key to follow. A pick in the
  // dropdown changes the stored key and is shown once its navigation lands.
  const routeEntry = route ? entryForRoute(route, customers, stored) : null;
  const selected = routeEntry ?? stored;

  // Remember the route's entry on every visit of an address, Back and Forward included: a pick's
  // navigation overtaken by Back never renders its own route, so "the route's entry changed" would miss it.
  const routeKey = routeEntry?.key ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks a new visit (see above).
  useLayoutEffect(() => {
    if (routeKey) change(routeKey);
  }, [routeKey, location.key, change]);

  const select = useCallback((entry: PortalCustomer) => change(entry.key), [change]);
  return { selected, select };
}
