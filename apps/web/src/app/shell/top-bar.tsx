import { Burger, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session.ts';
import type { MenuItem } from '../menu-rules.ts';
import { OrgFieldPlaceholder } from './org-field.tsx';
import { TopBarLogo } from './top-bar-logo.tsx';
import { UserButton } from './user-button.tsx';

// The dropdown and the popover bring the floating-position code; they load alongside the page,
// behind stand-ins of the same size, so the first paint does not wait for them.
const OrgSwitcher = lazy(() => import('./org-switcher.tsx'));
const ProfileMenu = lazy(() => import('./profile-menu.tsx'));

interface TopBarProps {
  items: MenuItem[];
  onChoose: (item: MenuItem) => void;
  /** Only with the vertical navbar: its toggle on small screens. */
  navbar: { opened: boolean; toggle: () => void } | null;
}

/** Logo, the organization (a dropdown, or the name alone for a CustomerAdmin) and the profile menu. */
export function TopBar({ items, onChoose, navbar }: TopBarProps) {
  const { role, selected } = useSession();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap" h="100%" style={{ minWidth: 0 }}>
        {navbar && (
          <Burger
            opened={navbar.opened}
            onClick={navbar.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
        )}
        <TopBarLogo />
        {role === 'CustomerAdmin' ? (
          <Text fw={600} truncate aria-label="Organization">
            {selected?.displayName}
          </Text>
        ) : (
          <Suspense fallback={<OrgFieldPlaceholder name={selected?.displayName ?? ''} />}>
            <OrgSwitcher />
          </Suspense>
        )}
      </Group>
      <Suspense fallback={<UserButton aria-busy="true" />}>
        <ProfileMenu items={items} onChoose={onChoose} />
      </Suspense>
    </Group>
  );
}
