import {
  ALERT_CONFIG_MESSAGES,
  type AlertConfig,
  EXTN_SETTING_BLOCKS,
  type ExtnSetting,
  setExtnSetting,
} from '@baitwatch/contracts/settings/alert-config';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useAlertConfig } from '../../../domains/settings/api/get-alert-config.ts';
import { useUpdateAlertConfig } from '../../../domains/settings/api/update-alert-config.ts';
import { SelectedOrganization } from './selected-organization.tsx';

/**
 * Extension Settings (spec doc 2 §2, §4): for the selected organization, a Threat block and an
 * Incident block, each with Reporting and Alert; Reporting off turns Alert off and disables it.
 * Update Info saves them in the organization's alert config (decision 0036).
 */
export function ExtensionSettingsTab() {
  return (
    <SelectedOrganization option="Extension Settings">
      {(organization) => <ExtensionSettings {...organization} />}
    </SelectedOrganization>
  );
}

function ExtensionSettings({
  customerId,
  organizationName,
}: {
  customerId: number;
  organizationName: string;
}) {
  const config = useAlertConfig(customerId);
  if (!config.isSuccess)
    return <QueryFallback query={config} title={ALERT_CONFIG_MESSAGES.couldNotGet} height={236} maw={720} />;
  return (
    <ExtensionSettingsForm customerId={customerId} organizationName={organizationName} loaded={config.data} />
  );
}

function ExtensionSettingsForm({
  customerId,
  organizationName,
  loaded,
}: {
  customerId: number;
  organizationName: string;
  loaded: AlertConfig;
}) {
  const [settings, setSettings] = useState<ExtnSetting[]>(loaded.extn_settings);
  const update = useUpdateAlertConfig();
  const save = () =>
    update.mutate(
      { customerId, body: { ...loaded, extn_settings: settings } },
      {
        onSuccess: (saved) => {
          setSettings(saved.extn_settings);
          notifySuccess(ALERT_CONFIG_MESSAGES.updated);
        },
        onError: (error) => notifyError(error, ALERT_CONFIG_MESSAGES.couldNotUpdate),
      },
    );

  return (
    <Stack maw={720} gap="md">
      <Text size="sm" c="dimmed">
        {organizationName}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {EXTN_SETTING_BLOCKS.map(({ type, title }) => {
          const entry = settings.find((setting) => setting.type === type) ?? {
            type,
            report: true,
            alert: true,
          };
          return (
            <Paper key={type} withBorder p="lg" radius="md" component="section" aria-label={title}>
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  {title}
                </Title>
                <Switch
                  label="Reporting"
                  checked={entry.report}
                  onChange={(e) =>
                    setSettings(setExtnSetting(settings, type, { report: e.currentTarget.checked }))
                  }
                />
                <Switch
                  label="Alert"
                  checked={entry.alert}
                  disabled={!entry.report}
                  onChange={(e) =>
                    setSettings(setExtnSetting(settings, type, { alert: e.currentTarget.checked }))
                  }
                />
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending}>
          Update Info
        </Button>
      </Group>
    </Stack>
  );
}
