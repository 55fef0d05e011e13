import type { Role } from '@baitwatch/contracts/common/product';
import type { ThreatIntelEvent } from '@baitwatch/contracts/threat-intel/threat-intel-event';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { breakableUrl, WRAP_ANYWHERE } from '../../../components/breakable-url.tsx';
import { EventActionsMenu } from '../../../domains/events/components/event-actions-menu.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { unverifyTarget } from '../model/unverify-target.ts';
import { ThreatStatus } from './threat-status.tsx';

export interface ThreatIntelRowsProps {
  rows: ThreatIntelEvent[];
  loading: boolean;
  role: Role;
  /** After Unverify's popup closes: the record left the feed. */
  onUnverified: (record: ThreatIntelEvent) => void;
}

/** The Unverify menu of a record ({product}Admin, who alone is told the record's event). */
function RecordActions({
  record,
  role,
  onUnverified,
}: { record: ThreatIntelEvent } & Omit<ThreatIntelRowsProps, 'rows' | 'loading'>) {
  const target = unverifyTarget(record);
  if (!target) return null;
  return (
    <EventActionsMenu
      compact
      role={role}
      view="threatIntel"
      event={target}
      onDone={() => onUnverified(record)}
    />
  );
}

const brandsOf = (record: ThreatIntelEvent) => record.detectedBrands.join(', ') || '—';

/** The list view: a table of the page's records. */
export function ThreatIntelList({ rows, loading, role, onUnverified }: ThreatIntelRowsProps) {
  if (loading) return <Skeleton height={360} radius="md" aria-label="Loading threats" />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Opened</Table.Th>
            <Table.Th>Brand</Table.Th>
            <Table.Th>Url</Table.Th>
            <Table.Th>IP</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.threatDetectedOn)}</Table.Td>
              <Table.Td>{brandsOf(record)}</Table.Td>
              <Table.Td maw={380}>
                <Anchor
                  component={Link}
                  to={paths.threatIntelFeedEvent(String(record.id))}
                  lineClamp={1}
                  title={record.threatURL}
                  style={WRAP_ANYWHERE}
                >
                  {breakableUrl(record.threatURL)}
                </Anchor>
              </Table.Td>
              <Table.Td>{record.threatIPAddress ?? '—'}</Table.Td>
              <Table.Td>
                <ThreatStatus isVerified={record.isVerified} />
              </Table.Td>
              <Table.Td>
                <RecordActions record={record} role={role} onUnverified={onUnverified} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The grid view: a card per record. */
export function ThreatIntelGrid({ rows, loading, role, onUnverified }: ThreatIntelRowsProps) {
  if (loading) return <Skeleton height={360} radius="md" aria-label="Loading threats" />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {rows.map((record) => (
        <Card key={record.id} withBorder radius="md" padding="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <ThreatStatus isVerified={record.isVerified} />
              <RecordActions record={record} role={role} onUnverified={onUnverified} />
            </Group>
            <Anchor
              component={Link}
              to={paths.threatIntelFeedEvent(String(record.id))}
              fw={600}
              lineClamp={2}
              title={record.threatURL}
              style={WRAP_ANYWHERE}
            >
              {breakableUrl(record.threatURL)}
            </Anchor>
            <Text size="sm">Brand: {brandsOf(record)}</Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(record.threatDetectedOn)} · IP {record.threatIPAddress ?? '—'}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
