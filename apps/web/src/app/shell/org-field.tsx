import { Input } from '@mantine/core';
import { IconBuilding, IconChevronDown } from '@tabler/icons-react';

/**
 * The organization field's size, shared by the dropdown and its stand-in so nothing moves. From
 * medium screens it fits the common provider name, "Tenant > Organization" of about 40 characters;
 * longer names show whole in a tooltip and in the open list.
 */
export const ORG_FIELD_WIDTH = { base: 180, sm: 300, md: 400 };

/** The open list's width: wider than the field on small screens, so names wrap less. */
export const ORG_DROPDOWN_WIDTH = 420;

/** The organization dropdown's look while its code loads: the selected name, not yet interactive. */
export function OrgFieldPlaceholder({ name }: { name: string }) {
  return (
    <Input
      component="div"
      w={ORG_FIELD_WIDTH}
      aria-label="Organization"
      aria-busy="true"
      leftSection={<IconBuilding size={16} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      style={{ display: 'flex', alignItems: 'center' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
    </Input>
  );
}
