import { IconTag } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function BrandPolicyFormPage() {
  return (
    <>
      <PageHeader title="Brand Policy" />
      <EmptyState
        title="Nothing to show yet"
        description="The form to add or edit a brand policy will appear here."
        icon={<IconTag size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
