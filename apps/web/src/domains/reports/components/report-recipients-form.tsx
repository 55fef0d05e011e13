import { MAX_REPORT_RECIPIENTS } from '@baitwatch/contracts/reports/constants';
import { REPORT_MESSAGES } from '@baitwatch/contracts/reports/messages';
import type { ReportRecipients } from '@baitwatch/contracts/reports/report-settings';
import { Button, Group, MultiSelect, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import {
  type ReportOwner,
  useReportRecipients,
  useUpdateReportRecipients,
} from '../api/report-recipients.ts';

/**
 * Who receives the scheduled report by mail (decision 0074): admins of the organization or its
 * tenant (a roll-up: the tenant's), at most MAX_REPORT_RECIPIENTS; monthly, and weekly when asked.
 */
export function ReportRecipientsPanel({ owner }: { owner: ReportOwner }) {
  const loaded = useReportRecipients(owner);
  if (!loaded.isSuccess)
    return <QueryFallback query={loaded} title={REPORT_MESSAGES.fetchFailed} height={220} maw={560} />;
  return <ReportRecipientsForm owner={owner} loaded={loaded.data} />;
}

function ReportRecipientsForm({ owner, loaded }: { owner: ReportOwner; loaded: ReportRecipients }) {
  const [recipients, setRecipients] = useState(loaded.recipients);
  const [weekly, setWeekly] = useState(loaded.weekly);
  const save = useUpdateReportRecipients(owner);
  const options = loaded.candidates.map((c) => ({ value: c.email, label: `${c.name} <${c.email}>` }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { recipients, weekly },
      {
        onSuccess: () => notifySuccess(REPORT_MESSAGES.saved),
        onError: (error) => notifyError(error, REPORT_MESSAGES.saveFailed),
      },
    );
  };
  return (
    <Paper withBorder p="md" maw={560} component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Scheduled reports
        </Title>
        <Text size="sm" c="dimmed">
          {'tenantId' in owner
            ? "A PDF rolling up every organization's dashboard figures for the month that ended (UTC), mailed on the 1st. Past periods can be downloaded from a Global View's dashboard."
            : "A PDF of the dashboard's figures for the month that ended (UTC), mailed on the 1st. Past periods can be downloaded from the dashboard."}
        </Text>
        <MultiSelect
          label="Recipients"
          description={`${'tenantId' in owner ? "The tenant's admins" : 'Admins of this organization or its tenant'}, at most ${MAX_REPORT_RECIPIENTS}.`}
          placeholder={recipients.length ? undefined : 'Nobody: no report is mailed'}
          data={options}
          value={recipients}
          onChange={setRecipients}
          maxValues={MAX_REPORT_RECIPIENTS}
          searchable
          nothingFoundMessage="No admin by that name"
        />
        <Switch
          label="Also mail a weekly report (ISO weeks, Monday to Sunday)"
          checked={weekly}
          onChange={(event) => setWeekly(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save recipients
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
