import { IconAdjustments } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

// Placeholder: the heading and an empty state until this page's own issue builds its body.
export default function AdvancedSettingsPage() {
  return (
    <>
      <PageHeader title="Advanced Settings" />
      <EmptyState
        title="Nothing to show yet"
        description="Extension, scan, Google Form, brand policy and licensing settings will appear here."
        icon={<IconAdjustments size={28} stroke={1.5} aria-hidden />}
      />
    </>
  );
}
