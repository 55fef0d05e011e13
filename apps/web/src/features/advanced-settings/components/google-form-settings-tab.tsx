import { ALERT_CONFIG_MESSAGES, type AlertConfig } from '@baitwatch/contracts/settings/alert-config';
import { Paper, Stack, Switch, Text } from '@mantine/core';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useAlertConfig } from '../../../domains/settings/api/get-alert-config.ts';
import { useUpdateAlertConfig } from '../../../domains/settings/api/update-alert-config.ts';
import { SelectedOrganization } from './selected-organization.tsx';

/**
 * Google Form Settings (spec doc 2 §2, §4): one switch, saved at once when toggled, in the selected
 * organization's alert config. With it on, the organization's settings show the Google Form URL tab.
 */
export function GoogleFormSettingsTab() {
  return (
    <SelectedOrganization option="Google Form Settings">
      {(organization) => <GoogleFormSettings {...organization} />}
    </SelectedOrganization>
  );
}

function GoogleFormSettings({
  customerId,
  organizationName,
}: {
  customerId: number;
  organizationName: string;
}) {
  const config = useAlertConfig(customerId);
  const update = useUpdateAlertConfig();
  if (!config.isSuccess)
    return <QueryFallback query={config} title={ALERT_CONFIG_MESSAGES.couldNotGet} height={118} maw={560} />;
  const loaded: AlertConfig = config.data;
  // While the save runs the switch shows the new position; a refusal puts it back.
  const shown = update.isPending
    ? (update.variables?.body.isGFormScanningEnabled ?? false)
    : loaded.isGFormScanningEnabled;
  const toggle = (on: boolean) =>
    update.mutate(
      { customerId, body: { ...loaded, isGFormScanningEnabled: on } },
      {
        onSuccess: () => notifySuccess(ALERT_CONFIG_MESSAGES.updated),
        onError: (error) => notifyError(error, ALERT_CONFIG_MESSAGES.couldNotUpdate),
      },
    );

  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {organizationName}
        </Text>
        <Switch
          label="Google Form Scanning"
          description="Scan Google Forms for password requests; the organization's settings then list its allowed Google Form URLs."
          checked={shown}
          disabled={update.isPending}
          onChange={(e) => toggle(e.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
