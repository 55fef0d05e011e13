import type { Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { paths } from '../lib/paths.ts';
import type { HomePage } from '../lib/session.ts';
import { profileMenu } from './menu-rules.ts';
import { defaultPath } from './redirects.ts';
import { isRestricted } from './selection-kind.ts';
import { isAllowedForTisoc } from './tisoc-paths.ts';

/**
 * The role's default page (spec doc 1 §2: where the root path leads) and its name: the way back that
 * the "not authorized" page offers. Named as the profile menu names it; the Super Feed by its own name.
 */
export function homePage(role: Role, selected: PortalCustomer | null): HomePage {
  const root = defaultPath(role, selected);
  // An admin's TISOC selection has no incidents: its default is Threat Intel (decision 0003).
  const to = isRestricted(selected) && !isAllowedForTisoc(role, root) ? paths.threatIntel : root;
  if (selected?.kind === 'superFeed' && to === paths.superFeed) return { to, label: selected.displayName };
  const item = profileMenu({ role, selected }).find((candidate) => candidate.to === to);
  return { to, label: item?.label ?? 'the start page' };
}
