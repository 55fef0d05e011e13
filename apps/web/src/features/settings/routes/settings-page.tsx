import { IconSettings } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function SettingsPage() {
  const { selected } = useSession();
  const org = selected?.displayName ?? 'this organization';
  return (
    <>
      <PageHeader title="Settings" description={org} />
      <EmptyState
        title="Nothing to show yet"
        description={`The profile, account, admins, allowed domains and alert settings of ${org} will appear here.`}
        icon={<IconSettings size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
