import { IconFileSearch } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function IncidentDetailsPage() {
  const { selected } = useSession();
  const org = selected?.displayName ?? 'this organization';
  return (
    <>
      <PageHeader title="Incident Details" description={org} />
      <EmptyState
        title="Nothing to show yet"
        description={`The screenshot, page HTML and details of this event will appear here.`}
        icon={<IconFileSearch size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
