import { Input } from '@mantine/core';
import { IconBuilding, IconChevronDown } from '@tabler/icons-react';

/** The organization field's size, shared by the dropdown and its stand-in so nothing moves. */
export const ORG_FIELD_WIDTH = { base: 180, sm: 280, md: 340 };

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
