import { ActionIcon, Box, NavLink, Stack, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { updateThemeConfig, useThemeConfig } from '../../lib/theme-config.ts';
import type { MenuItem } from '../menu-rules.ts';
import { MenuIcon } from './menu-icons.tsx';

interface SideNavProps {
  items: MenuItem[];
  onChoose: (item: MenuItem) => void;
}

/** The vertical navbar (theme setting): the profile menu's pages as a list, collapsible to icons. */
export default function SideNav({ items, onChoose }: SideNavProps) {
  const { isNavbarVerticalCollapsed: collapsed } = useThemeConfig();
  const { pathname } = useLocation();
  const pages = items.filter((item) => item.id !== 'logout' && item.id !== 'themeSettings');
  return (
    <Stack h="100%" justify="space-between" gap={0} p="xs" component="nav" aria-label="Main">
      <Box style={{ flex: 1, overflowY: 'auto' }}>
        {pages.map((item) => {
          const active = item.to !== null && pathname.startsWith(item.to.split('?')[0] ?? item.to);
          const link = (
            <NavLink
              key={item.id}
              component="button"
              label={collapsed ? undefined : item.label}
              aria-label={item.label}
              leftSection={<MenuIcon id={item.id} size={20} />}
              active={active}
              aria-disabled={item.disabled || undefined}
              style={item.disabled ? { opacity: 0.5, cursor: 'not-allowed' } : undefined}
              onClick={() => onChoose(item)}
              aria-current={active ? 'page' : undefined}
            />
          );
          const tip = item.disabled ? item.tooltip : collapsed ? item.label : null;
          return tip ? (
            <Tooltip
              key={item.id}
              label={tip}
              position="right"
              multiline
              maw={240}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              {link}
            </Tooltip>
          ) : (
            link
          );
        })}
      </Box>
      <Tooltip label={collapsed ? 'Expand the navbar' : 'Collapse the navbar'} position="right">
        <ActionIcon
          variant="subtle"
          color="gray"
          visibleFrom="sm"
          aria-label={collapsed ? 'Expand the navbar' : 'Collapse the navbar'}
          onClick={() => updateThemeConfig({ isNavbarVerticalCollapsed: !collapsed })}
        >
          {collapsed ? (
            <IconLayoutSidebarLeftExpand size={18} />
          ) : (
            <IconLayoutSidebarLeftCollapse size={18} />
          )}
        </ActionIcon>
      </Tooltip>
    </Stack>
  );
}
