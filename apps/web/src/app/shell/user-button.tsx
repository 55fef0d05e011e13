import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useSession } from '../../lib/session.ts';
import classes from './shell.module.css';

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The user's avatar and name: the profile menu's target (and its stand-in while the menu loads). */
export function UserButton(props: ComponentPropsWithRef<'button'>) {
  const { user } = useSession();
  const name = user.name || user.email;
  return (
    // The name comes from the content (not aria-label), so what is read out includes what is shown.
    <UnstyledButton className={classes.userButton} {...props}>
      <Group gap="xs" wrap="nowrap">
        <Avatar size={30} radius="xl" color="blue" aria-hidden>
          {initials(name)}
        </Avatar>
        {/* On small screens the name is only read out, not shown. */}
        <Text size="sm" fw={500} maw={180} truncate className={classes.userName}>
          <VisuallyHidden>Profile menu of </VisuallyHidden>
          {name}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
