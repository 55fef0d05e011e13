import { IconChartBar } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state; the statistics themselves are not built yet.
export default function SuperFeedStatsPage() {
  return (
    <>
      <PageHeader title="Super Feed Statistics" />
      <EmptyState
        title="Nothing to show yet"
        description="Statistics across all organizations will appear here."
        icon={<IconChartBar size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
