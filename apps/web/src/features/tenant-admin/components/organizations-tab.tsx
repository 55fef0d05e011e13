import { CUSTOMER_MESSAGES } from '@baitwatch/contracts/organizations/messages';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';

/** Organization Management: the tenant's organizations (not its Global Views), and Add Organization. */
export function OrganizationsTab() {
  const { customers } = useSession();
  const organizations = customers.filter((entry) => entry.kind === 'organization');
  const active = organizations.filter((organization) => organization.isActive).length;

  return (
    <>
      <Group justify="space-between" mb="md">
        <Text fw={500}>Active organizations: {active}</Text>
        <Button component={Link} to={paths.addOrganization} leftSection={<IconBuildingPlus size={16} />}>
          Add Organization
        </Button>
      </Group>
      {organizations.length === 0 ? (
        <EmptyState title={CUSTOMER_MESSAGES.noOrganizations} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Organization Name</Table.Th>
                <Table.Th>Primary Admin</Table.Th>
                <Table.Th>Organization Code</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Update Info</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {organizations.map((organization) => {
                const admin = [organization.firstName, organization.lastName].filter(Boolean).join(' ');
                return (
                  <Table.Tr key={organization.key}>
                    <Table.Td>{organization.organizationName}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{admin || '—'}</Text>
                      {organization.email && (
                        <Text size="xs" c="dimmed">
                          {organization.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{organization.orgCode ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={organization.isActive ? 'teal' : 'gray'}
                        variant="dot"
                        radius="sm"
                        tt="none"
                      >
                        {organization.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        component={Link}
                        to={paths.updateOrganization}
                        state={{ organizationId: organization.id }}
                        variant="light"
                        size="xs"
                        aria-label={`Update info of ${organization.organizationName}`}
                      >
                        Update Info
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
