import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { Select } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';

/** The organization of a Global View whose deployment the page shows (decision 0043). */
export function GroupOrganizationPicker({
  organizations,
  value,
  onChange,
}: {
  organizations: PortalCustomer[];
  value: number;
  onChange: (customerId: number) => void;
}) {
  return (
    <Select
      label="Organization to deploy"
      description="Each organization has its own installer and license key."
      data={organizations.map((entry) => ({ value: String(entry.id), label: entry.organizationName }))}
      value={String(value)}
      onChange={(picked) => picked && onChange(Number(picked))}
      searchable
      allowDeselect={false}
      leftSection={<IconBuilding size={16} aria-hidden />}
      maw={420}
      mb="lg"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
