import { IconFileSearch } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function ThreatIntelEventPage() {
  return (
    <>
      <PageHeader title="Threat Intel Event" />
      <EmptyState
        title="Nothing to show yet"
        description="The details of this threat will appear here."
        icon={<IconFileSearch size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
