import { THREAT_INTEL_MESSAGES } from '@baitwatch/contracts/threat-intel/messages';
import type { ThreatIntelSummary } from '@baitwatch/contracts/threat-intel/threat-intel-summary';
import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { breakableUrl, WRAP_ANYWHERE } from '../../../components/breakable-url.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

interface SubscriptionSummaryProps {
  query: {
    data?: ThreatIntelSummary | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** Whether this user may open the feed pages (the provider, a TISOC organization). */
  withFeedLink: boolean;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value.toLocaleString()}
      </Text>
    </Paper>
  );
}

/**
 * The landing content of /threat-intel (decision 0049): what the organization's intel subscription
 * delivered — records this month and in the last 30 days, the brands most targeted, the latest records.
 */
export function SubscriptionSummary({ query, withFeedLink }: SubscriptionSummaryProps) {
  if (query.isError) return <ErrorNote error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || !query.data) return <Skeleton height={260} radius="md" />;
  const s = query.data;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Your threat intel subscription
          </Title>
          {withFeedLink && (
            <Button
              component={Link}
              to={paths.threatIntelFeed}
              variant="light"
              leftSection={<IconListSearch size={16} aria-hidden />}
            >
              Open the Threat Intel Feed
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label="Verified threats this month" value={s.thisMonth} />
          <Figure label="Last 30 days" value={s.last30Days} />
          <Paper withBorder p="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={6}>
              Brands most targeted (30 days)
            </Text>
            <Group gap={6}>
              {s.topBrands.length === 0 && <Text size="sm">None yet</Text>}
              {s.topBrands.map((b) => (
                <Badge key={b.brand} variant="light" autoContrast>
                  {b.brand} · {b.count}
                </Badge>
              ))}
            </Group>
          </Paper>
        </SimpleGrid>
        <Text size="sm" fw={600}>
          Latest verified threats
        </Text>
        {s.latest.length === 0 ? (
          <Text size="sm" c="dimmed">
            {THREAT_INTEL_MESSAGES.noThreats}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Opened</Table.Th>
                  <Table.Th>Brand</Table.Th>
                  <Table.Th>Url</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.latest.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.threatDetectedOn)}</Table.Td>
                    <Table.Td>{r.detectedBrands.join(', ') || '—'}</Table.Td>
                    <Table.Td style={WRAP_ANYWHERE}>{breakableUrl(r.threatURL)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
