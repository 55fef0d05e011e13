import { IconUserPlus } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function TenantAddAdminPage() {
  return (
    <>
      <PageHeader title="Add and invite admin" />
      <EmptyState
        title="Nothing to show yet"
        description="The form to invite an MSP admin will appear here."
        icon={<IconUserPlus size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
