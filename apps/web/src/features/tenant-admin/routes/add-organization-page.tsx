import { IconBuildingPlus } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function AddOrganizationPage() {
  return (
    <>
      <PageHeader title="Add Organization" />
      <EmptyState
        title="Nothing to show yet"
        description="The form to add an organization will appear here."
        icon={<IconBuildingPlus size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
