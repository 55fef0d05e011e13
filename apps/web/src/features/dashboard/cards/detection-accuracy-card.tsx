import { DASHBOARD_WINDOWS } from '@baitwatch/contracts/dashboard/dashboard-cards';
import type { FalsePositiveRate } from '@baitwatch/contracts/dashboard/false-positive-rates';
import { SIGNALS, type SignalName } from '@baitwatch/contracts/extension/detection/signals';
import { Group, Progress, ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { useFalsePositiveRates } from '../api/get-false-positive-rates.ts';
import { TOP_LIST_HEIGHT } from './card-sizes.ts';
import { DashboardCard } from './dashboard-card.tsx';

const ROWS_MAX = 20;
/** The summary line and the By signal / By brand switch above the rows. */
const SUMMARY_HEIGHT = 70;

/** A signal's name in words ("The page title names the brand"); an unknown one as it was reported. */
const signalWords = (name: string) =>
  name in SIGNALS ? SIGNALS[name as SignalName].says.replace('{brand}', 'the brand') : name;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

function RatesTable({
  rows,
  label,
  words,
}: {
  rows: FalsePositiveRate[];
  label: string;
  words: (legend: string) => string;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing triaged yet.
      </Text>
    );
  return (
    <Table verticalSpacing={4} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{label}</Table.Th>
          <Table.Th w={90} ta="right">
            Triaged
          </Table.Th>
          <Table.Th w={150} ta="right">
            False positives
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.slice(0, ROWS_MAX).map((r) => (
          <Table.Tr key={r.legend}>
            <Table.Td>
              <Stack gap={2}>
                <Text size="sm" lineClamp={2} title={words(r.legend)}>
                  {words(r.legend)}
                </Text>
                <Progress
                  value={percent(r.falsePositives, r.triaged)}
                  size="xs"
                  color="orange.7"
                  aria-hidden
                />
              </Stack>
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {r.triaged.toLocaleString('en-US')}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {r.falsePositives.toLocaleString('en-US')} ({percent(r.falsePositives, r.triaged)}%)
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Detection accuracy (ours, decision 0064): of the detections triaged in the last 90 days, the share
 * marked false positives, by brand or by the signal the extension weighed, so a provider sees which
 * signal misfires.
 */
export function DetectionAccuracyCard({ scope }: { scope: FeedScope }) {
  const query = useFalsePositiveRates(scope);
  const [by, setBy] = useState<'brand' | 'signal'>('signal');
  return (
    <DashboardCard
      title="Detection accuracy"
      window={`Triaged in the last ${DASHBOARD_WINDOWS.falsePositiveDays} days`}
      query={query}
      height={TOP_LIST_HEIGHT}
      empty={(data) => (data.triaged === 0 ? 'No detection has been triaged yet' : null)}
    >
      {(data) => (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm">
              {data.falsePositives.toLocaleString('en-US')} of {data.triaged.toLocaleString('en-US')} triaged
              detections were false positives ({percent(data.falsePositives, data.triaged)}%)
            </Text>
            <SegmentedControl
              size="xs"
              value={by}
              onChange={(value) => setBy(value as 'brand' | 'signal')}
              data={[
                { value: 'signal', label: 'By signal' },
                { value: 'brand', label: 'By brand' },
              ]}
              aria-label="False positives by"
            />
          </Group>
          {/* The card keeps its height; the rows scroll within it. */}
          <ScrollArea
            h={TOP_LIST_HEIGHT - SUMMARY_HEIGHT}
            type="auto"
            offsetScrollbars
            // A region that scrolls is reached by the keyboard too.
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `False positives by ${by}` }}
          >
            {by === 'signal' ? (
              <RatesTable rows={data.bySignal} label="Signal" words={signalWords} />
            ) : (
              <RatesTable rows={data.byBrand} label="Brand" words={(legend) => legend} />
            )}
          </ScrollArea>
        </Stack>
      )}
    </DashboardCard>
  );
}
