import { IconPlugConnected } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function SocIntegrationPage() {
  const { selected } = useSession();
  const org = selected?.displayName ?? 'this organization';
  return (
    <>
      <PageHeader title="SOC Integration" description={org} />
      <EmptyState
        title="Nothing to show yet"
        description={`The API keys and API documentation of ${org} will appear here.`}
        icon={<IconPlugConnected size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
