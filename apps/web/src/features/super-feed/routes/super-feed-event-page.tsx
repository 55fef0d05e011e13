import { IconFileSearch } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function SuperFeedEventPage() {
  return (
    <>
      <PageHeader title="Super Feed Event" />
      <EmptyState
        title="Nothing to show yet"
        description="The details of this event will appear here."
        icon={<IconFileSearch size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
