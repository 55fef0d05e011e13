import { IconBuilding } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function UpdateOrganizationPage() {
  return (
    <>
      <PageHeader title="Edit Organization" />
      <EmptyState
        title="Nothing to show yet"
        description="The form to edit this organization will appear here."
        icon={<IconBuilding size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
