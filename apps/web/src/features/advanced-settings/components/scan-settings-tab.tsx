import type { LookupId } from '@baitwatch/contracts/lookups/lookup';
import {
  SCAN_CONFIG_MESSAGES,
  type ScanConfig,
  toggleScanSwitch,
} from '@baitwatch/contracts/settings/scan-config';
import { updateScanConfigRequestSchema } from '@baitwatch/contracts/settings/scan-config-update';
import { Button, Group, List, Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { failureCode, ResultModal, type ResultStatus } from '../../../components/result-modal.tsx';
import { useLookup } from '../../../domains/lookups/api/get-lookup.ts';
import { errorText } from '../../../lib/api-error.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useScanConfig } from '../api/get-scan-config.ts';
import { useUpdateScanConfig } from '../api/update-scan-config.ts';
import { SelectedOrganization } from './selected-organization.tsx';

/**
 * Scan Settings (spec doc 2 §2, §3, §4, §5, §8) for the selected organization: the switches with
 * their interlocks, the dropdowns filled from the lookups (service type always disabled), Update
 * Settings behind a confirmation that validates and saves, Cancel back to the last loaded values.
 */
export function ScanSettingsTab() {
  return (
    <SelectedOrganization option="Scan Settings">
      {(organization) => <ScanSettings {...organization} />}
    </SelectedOrganization>
  );
}

function ScanSettings({ customerId, organizationName }: { customerId: number; organizationName: string }) {
  const config = useScanConfig(customerId);
  if (!config.isSuccess)
    return <QueryFallback query={config} title={SCAN_CONFIG_MESSAGES.couldNotGet} height={420} maw={720} />;
  return (
    <ScanSettingsForm customerId={customerId} organizationName={organizationName} loaded={config.data} />
  );
}

/** A dropdown filled from a lookup list; the saved code stays shown while the list loads or if it failed. */
function LookupSelect({
  lookupId,
  label,
  failure,
  value,
  onChange,
  disabled,
}: {
  lookupId: LookupId;
  label: string;
  failure: string;
  value: string;
  onChange: (code: string) => void;
  disabled: boolean;
}) {
  const lookup = useLookup(lookupId);
  const data = lookup.data?.map((entry) => ({ value: entry.code, label: entry.value })) ?? [
    { value, label: value },
  ];
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(code) => code && onChange(code)}
      allowDeselect={false}
      disabled={disabled || !lookup.data}
      error={lookup.isError ? failure : undefined}
    />
  );
}

function ScanSettingsForm({
  customerId,
  organizationName,
  loaded,
}: {
  customerId: number;
  organizationName: string;
  loaded: ScanConfig;
}) {
  const [draft, setDraft] = useState(loaded);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<ResultStatus | null>(null);
  const update = useUpdateScanConfig();
  const toggle = (key: Parameters<typeof toggleScanSwitch>[1]) => (on: boolean) =>
    setDraft((current) => toggleScanSwitch(current, key, on));
  const choose = (key: 'scanningRuleCode' | 'strMMPolicy' | 'imageSize') => (code: string) =>
    setDraft((current) => ({ ...current, [key]: code }));

  const confirm = () => {
    setConfirming(false);
    const errors = Object.values(zodValidate(updateScanConfigRequestSchema)(draft));
    if (errors.length > 0) {
      setStatus({ code: 400, message: <ErrorList lines={errors} /> });
      return;
    }
    update.mutate(
      { customerId, body: draft },
      {
        onSuccess: (saved) => {
          setDraft(saved);
          setStatus({ code: 200, message: SCAN_CONFIG_MESSAGES.updated });
        },
        onError: (error) => {
          const text = errorText(error);
          setStatus({
            code: failureCode(error),
            message: text ? `${SCAN_CONFIG_MESSAGES.notUpdated}: ${text}` : SCAN_CONFIG_MESSAGES.updateError,
          });
        },
      },
    );
  };

  return (
    <Stack maw={720} gap="md">
      <Text size="sm" c="dimmed">
        {organizationName}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="lg" radius="md" component="section" aria-label="Scanning">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Scanning
            </Title>
            <Switch
              label="Phish Protection"
              checked={draft.ppEnabled}
              onChange={(e) => toggle('ppEnabled')(e.currentTarget.checked)}
            />
            <Switch
              label="Demo Mode"
              checked={draft.demomodeEnabled}
              onChange={(e) => toggle('demomodeEnabled')(e.currentTarget.checked)}
            />
            <Switch
              label="Screenshot Optimisation"
              description="Only with Demo Mode on"
              checked={draft.ssOptEnabled}
              disabled={!draft.demomodeEnabled}
              onChange={(e) => toggle('ssOptEnabled')(e.currentTarget.checked)}
            />
            <Switch
              label="Scanning Rule"
              checked={draft.scanningRuleEnabled}
              onChange={(e) => toggle('scanningRuleEnabled')(e.currentTarget.checked)}
            />
            <LookupSelect
              lookupId="LKP_SCANNING_RULE"
              label="Scanning Rule Type"
              failure={SCAN_CONFIG_MESSAGES.scanRuleLookupFailed}
              value={draft.scanningRuleCode}
              onChange={choose('scanningRuleCode')}
              disabled={!draft.scanningRuleEnabled}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-label="Multimodal">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Multimodal
            </Title>
            <Switch
              label="Multimodal"
              checked={draft.mmEnabled}
              onChange={(e) => toggle('mmEnabled')(e.currentTarget.checked)}
            />
            <LookupSelect
              lookupId="LKP_SRVC_TYPE"
              label="Service Type"
              failure={SCAN_CONFIG_MESSAGES.serviceTypeLookupFailed}
              value={draft.lookupCode}
              onChange={() => {}}
              disabled
            />
            <LookupSelect
              lookupId="LKP_MM_SCANPOLICY"
              label="Multimodal Policy"
              failure={SCAN_CONFIG_MESSAGES.mmPolicyLookupFailed}
              value={draft.strMMPolicy}
              onChange={choose('strMMPolicy')}
              disabled={!draft.mmEnabled}
            />
            <LookupSelect
              lookupId="LKP_MM_IMG_SIZE"
              label="Image Size"
              failure={SCAN_CONFIG_MESSAGES.imageSizeLookupFailed}
              value={draft.imageSize}
              onChange={choose('imageSize')}
              disabled={!draft.mmEnabled}
            />
          </Stack>
        </Paper>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setDraft(loaded)} disabled={update.isPending}>
          Cancel
        </Button>
        <Button onClick={() => setConfirming(true)} loading={update.isPending}>
          Update Settings
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        message={SCAN_CONFIG_MESSAGES.confirm}
        confirmLabel="Confirm"
        cancelLabel="Close"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
      <ResultModal status={status} onClose={() => setStatus(null)} />
    </Stack>
  );
}

function ErrorList({ lines }: { lines: string[] }) {
  return (
    <List size="sm">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
