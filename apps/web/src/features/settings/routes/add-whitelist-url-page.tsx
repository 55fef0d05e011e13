import { IconForms } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function AddWhitelistUrlPage() {
  const { selected } = useSession();
  const org = selected?.displayName ?? 'this organization';
  return (
    <>
      <PageHeader title="Add Allowed Google Form URL" description={org} />
      <EmptyState
        title="Nothing to show yet"
        description={`The form to allow a Google Form URL for ${org} will appear here.`}
        icon={<IconForms size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
