import { IconShieldExclamation } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function IncidentFeedPage() {
  const { selected } = useSession();
  const org = selected?.displayName ?? 'this organization';
  return (
    <>
      <PageHeader title="Threat Feed" description={org} />
      <EmptyState
        title="Nothing to show yet"
        description={`The detected events of ${org}, as a list, a grid or charts, will appear here.`}
        icon={<IconShieldExclamation size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
