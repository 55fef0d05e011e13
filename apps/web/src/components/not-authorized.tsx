import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../lib/session.ts';
import { EmptyState } from './empty-state.tsx';

/** The spec's "Unauthorized" page, with the way back to the role's default page (not a dead end). */
export function NotAuthorized() {
  const { home } = useSession();
  return (
    <EmptyState title={MESSAGES.notAuthorized} icon={<IconLock size={28} stroke={1.5} aria-hidden />}>
      <Button
        component={Link}
        to={home.to}
        variant="light"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        Go to {home.label}
      </Button>
    </EmptyState>
  );
}
