import { Menu, Tooltip } from '@mantine/core';
import { useSession } from '../../lib/session.ts';
import type { MenuItem } from '../menu-rules.ts';
import { MenuIcon } from './menu-icons.tsx';
import classes from './shell.module.css';
import { UserButton } from './user-button.tsx';

interface ProfileMenuProps {
  items: MenuItem[];
  onChoose: (item: MenuItem) => void;
}

/**
 * The user name and the profile popover: it toggles on click and closes on Escape, on a click
 * elsewhere, or once focus leaves it. A disabled option stays focusable so its reason can be read.
 */
export default function ProfileMenu({ items, onChoose }: ProfileMenuProps) {
  const { user } = useSession();
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UserButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {items.map((item) => (
          <ProfileMenuItem key={item.id} item={item} onChoose={onChoose} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function ProfileMenuItem({ item, onChoose }: { item: MenuItem; onChoose: (item: MenuItem) => void }) {
  const divider = item.id === 'themeSettings' ? <Menu.Divider /> : null;
  if (!item.disabled) {
    return (
      <>
        {divider}
        <Menu.Item
          leftSection={<MenuIcon id={item.id} />}
          color={item.id === 'logout' ? 'red' : undefined}
          onClick={() => onChoose(item)}
        >
          {item.label}
        </Menu.Item>
      </>
    );
  }
  return (
    <>
      {divider}
      <Tooltip
        label={item.tooltip}
        position="left"
        multiline
        w={220}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <Menu.Item
          leftSection={<MenuIcon id={item.id} />}
          aria-disabled
          className={classes.disabledItem}
          closeMenuOnClick={false}
          aria-description={item.tooltip ?? undefined}
        >
          {item.label}
        </Menu.Item>
      </Tooltip>
    </>
  );
}
