import { IconBuildingCommunity } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function TenantAdminPage() {
  return (
    <>
      <PageHeader title="MSP Center" />
      <EmptyState
        title="Nothing to show yet"
        description="Your organizations, admins, profile and account will appear here."
        icon={<IconBuildingCommunity size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
