import { REPORT_MESSAGES } from '@baitwatch/contracts/reports/messages';
import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../../components/notify.ts';
import { useDownloadReport, useReportPeriods } from '../../../domains/reports/api/report-periods.ts';
import type { FeedScope } from '../../../lib/org-scope.ts';

/**
 * Download a past period's PDF report (decision 0074): months first, then weeks, newest first; a
 * period already mailed says so. The select keeps its width while loading, so the header never jumps.
 */
export function ReportDownload({ scope }: { scope: FeedScope }) {
  const periods = useReportPeriods(scope);
  const download = useDownloadReport(scope);
  const [chosen, setChosen] = useState<string | null>(null);
  const rows = periods.data?.periods ?? [];
  const value = chosen ?? rows[0]?.period ?? null;
  const group = (kind: 'month' | 'week', name: string) => ({
    group: name,
    items: rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ value: r.period, label: r.mailedAt ? `${r.label} (mailed)` : r.label })),
  });
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label="Report period"
        w={260}
        data={[group('month', 'Months'), group('week', 'Weeks')]}
        value={value}
        onChange={setChosen}
        disabled={!periods.isSuccess}
        placeholder={periods.isError ? 'Periods could not be loaded' : 'Loading periods…'}
        allowDeselect={false}
      />
      <Button
        leftSection={<IconDownload size={16} />}
        variant="default"
        disabled={!value}
        loading={download.isPending}
        onClick={() =>
          value &&
          download.mutate(value, { onError: (error) => notifyError(error, REPORT_MESSAGES.downloadFailed) })
        }
      >
        Download report
      </Button>
    </Group>
  );
}
