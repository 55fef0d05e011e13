import {
  ALERT_CONFIG_MESSAGES,
  type AlertConfig,
  DEFAULT_ALERT_LABEL,
  LABEL_MAX_LENGTH,
  PROGRESS_BAR_OPTIONS,
  type ProgressBarOption,
  progressBarFlags,
  progressBarOption,
} from '@baitwatch/contracts/settings/alert-config';
import { updateAlertConfigRequestSchema } from '@baitwatch/contracts/settings/alert-config-update';
import { Button, Checkbox, Group, Paper, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useAlertConfig } from '../../../domains/settings/api/get-alert-config.ts';
import { useUpdateAlertConfig } from '../../../domains/settings/api/update-alert-config.ts';
import { zodValidate } from '../../../lib/zod-form.ts';

/** What the form edits: the loaded config, with text fields never null. */
type Draft = Omit<AlertConfig, 'email' | 'phone'> & { email: string; phone: string };
const draftOf = (config: AlertConfig): Draft => ({
  ...config,
  email: config.email ?? '',
  phone: config.phone ?? '',
});

/**
 * The customer settings' Config tab (spec doc 2 §2 "Alert config (Config) form", §4, §5): the banner's
 * label and contact info, the progress bar and the "This is safe" button. Update Info saves the full
 * config (the provider's extension settings and Google Form flag as loaded); Cancel restores it.
 */
export function AlertConfigTab({ customerId }: { customerId: number }) {
  const config = useAlertConfig(customerId);
  if (!config.isSuccess)
    return <QueryFallback query={config} title={ALERT_CONFIG_MESSAGES.couldNotGet} height={452} maw={560} />;
  return <AlertConfigForm customerId={customerId} loaded={config.data} />;
}

function AlertConfigForm({ customerId, loaded }: { customerId: number; loaded: AlertConfig }) {
  const [draft, setDraft] = useState(() => draftOf(loaded));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateAlertConfig();
  // An edited field's message goes with the edit; the others stay until the next Update Info.
  const change = (fields: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in fields))),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = zodValidate(updateAlertConfigRequestSchema)(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { customerId, body: draft },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          notifySuccess(ALERT_CONFIG_MESSAGES.updated);
        },
        onError: (error) => notifyError(error, ALERT_CONFIG_MESSAGES.couldNotUpdate),
      },
    );
  };
  const cancel = () => {
    setDraft(draftOf(loaded));
    setErrors({});
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={560} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Alert Configuration
        </Title>
        <Checkbox
          label="Configure Label"
          checked={draft.isLabelConfigured}
          onChange={(e) =>
            change(
              e.currentTarget.checked
                ? { isLabelConfigured: true }
                : { isLabelConfigured: false, label: DEFAULT_ALERT_LABEL },
            )
          }
        />
        <TextInput
          label="Label"
          description={`${draft.label.length}/${LABEL_MAX_LENGTH} characters`}
          value={draft.label}
          onChange={(e) => change({ label: e.currentTarget.value })}
          disabled={!draft.isLabelConfigured}
          error={errors.label}
        />
        <Checkbox
          label="Configure Contact Info"
          checked={draft.isContactInfoConfigured}
          onChange={(e) =>
            change(
              e.currentTarget.checked
                ? { isContactInfoConfigured: true }
                : { isContactInfoConfigured: false, email: '', phone: '' },
            )
          }
        />
        <Group grow align="flex-start">
          <TextInput
            label="Email"
            type="email"
            value={draft.email}
            onChange={(e) => change({ email: e.currentTarget.value })}
            disabled={!draft.isContactInfoConfigured}
            error={errors.email}
          />
          <TextInput
            label="Phone"
            inputMode="tel"
            value={draft.phone}
            onChange={(e) => change({ phone: e.currentTarget.value })}
            disabled={!draft.isContactInfoConfigured}
            error={errors.phone}
          />
        </Group>
        <Select
          label="Progress Bar"
          data={[...PROGRESS_BAR_OPTIONS]}
          value={progressBarOption(draft)}
          onChange={(value) => value && change(progressBarFlags(value as ProgressBarOption))}
          allowDeselect={false}
          error={errors.showProcessingBar}
        />
        <Switch
          label="Hide This is safe"
          checked={draft.hideThisIsSafeButton}
          onChange={(e) => change({ hideThisIsSafeButton: e.currentTarget.checked })}
        />
        <Switch
          label="Report suspicious pages"
          description="Pages with weaker signs of imitation are not warned about. On: the extension tells you their address and why it suspected them, never a screenshot or the page's HTML. Off: they stay on the user's computer."
          checked={draft.reportSuspiciousPages}
          onChange={(e) => change({ reportSuspiciousPages: e.currentTarget.checked })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={cancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Update Info
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
