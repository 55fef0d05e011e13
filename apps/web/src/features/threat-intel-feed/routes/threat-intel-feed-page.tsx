import { IconListSearch } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function ThreatIntelFeedPage() {
  return (
    <>
      <PageHeader title="Threat Intel Feed" />
      <EmptyState
        title="Nothing to show yet"
        description="Verified threats will appear here."
        icon={<IconListSearch size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
