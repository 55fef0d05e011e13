import { Menu, Tooltip } from '@mantine/core';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
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
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  // Focus leaving the popover closes it: Tab (the focus trap would otherwise keep focus inside) and
  // any other move outside. Moving back to the toggle button is left to the button's own click.
  const closeOnTab = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab') setOpened(false);
  };
  const closeOnFocusLoss = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && (event.currentTarget.contains(next) || targetRef.current?.contains(next)))
      return;
    setOpened(false);
  };
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={260}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UserButton ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown onBlur={closeOnFocusLoss} onKeyDown={closeOnTab}>
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
        <Menu.Item leftSection={<MenuIcon id={item.id} />} onClick={() => onChoose(item)}>
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
