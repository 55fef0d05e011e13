import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
}

/** The console's empty state: an icon, the spec's empty text (e.g. "No Records Found") and an optional hint. */
export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      withIndicatorBackground
      icon={icon ?? <IconInbox size={28} stroke={1.5} aria-hidden />}
      title={title}
      description={description}
    >
      {children && <MantineEmptyState.Actions>{children}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
