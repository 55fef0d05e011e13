import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { IconLock } from '@tabler/icons-react';
import { EmptyState } from './empty-state.tsx';

/** The spec's "Unauthorized" page. */
export function NotAuthorized() {
  return <EmptyState title={MESSAGES.notAuthorized} icon={<IconLock size={28} stroke={1.5} aria-hidden />} />;
}
