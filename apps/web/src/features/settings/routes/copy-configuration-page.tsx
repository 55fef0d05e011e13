import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import {
  type ConfigCopyPart,
  type ConfigCopyResponse,
  changeCount,
  CONFIG_COPY_MESSAGES as M,
} from '@baitwatch/contracts/settings/config-copy';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { NotAuthorized } from '../../../components/not-authorized.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useCopyConfig } from '../api/copy-config.ts';
import { usePreviewConfigCopy } from '../api/preview-config-copy.ts';
import { ConfigCopyChanges } from '../components/config-copy-changes.tsx';
import { ConfigCopyChoice, copyablePartsFor } from '../components/config-copy-choice.tsx';

/**
 * /customers/{id}/settings/copy-configuration (beyond the spec; decision 0040): a TenantAdmin or the
 * provider copies the organization's configuration to others, after a preview of what changes.
 */
export default function CopyConfigurationPage() {
  const { selected, role } = useSession();
  if (!selected || typeof selected.id !== 'number') return null;
  if (role === 'CustomerAdmin') return <NotAuthorized />;
  return <CopyConfiguration source={selected} sourceId={selected.id} key={selected.id} />;
}

function CopyConfiguration({ source, sourceId }: { source: PortalCustomer; sourceId: number }) {
  const { role, customers } = useSession();
  const [parts, setParts] = useState<ConfigCopyPart[]>(() =>
    copyablePartsFor(role).filter((part) => part !== 'scanSettings'),
  );
  const [targets, setTargets] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const preview = usePreviewConfigCopy();
  const copy = useCopyConfig();
  const back = (
    <Anchor
      component={Link}
      to={paths.customer.settings(sourceId)}
      size="sm"
      mb="xs"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden /> Return to Settings
    </Anchor>
  );
  if (source.licenseType === 'TISOC')
    return (
      <>
        {back}
        <EmptyState title={M.tisoc} icon={<IconCopy size={28} stroke={1.5} aria-hidden />} />
      </>
    );

  const body = { parts, targetCustomerIds: targets.map(Number) };
  // A new choice makes the last preview or copy stale: it is cleared, and Copy waits for a new preview.
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      preview.reset();
      copy.reset();
    };
  const shown: { result: ConfigCopyResponse; done: boolean } | null = copy.data
    ? { result: copy.data, done: true }
    : preview.data
      ? { result: preview.data, done: false }
      : null;
  const changing = preview.data?.targets.filter((target) => changeCount(target) > 0).length ?? 0;

  const confirm = () =>
    copy.mutate(
      { customerId: sourceId, body },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => notifyError(error, M.couldNotCopy),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      {back}
      <PageHeader
        title="Copy Configuration"
        description={`From ${source.displayName} to other organizations`}
      />
      <Stack gap="lg">
        <ConfigCopyChoice
          role={role}
          customers={customers}
          sourceId={sourceId}
          parts={parts}
          onPartsChange={choose(setParts)}
          targets={targets}
          onTargetsChange={choose(setTargets)}
        />
        <Group justify="flex-end">
          <Button
            variant={preview.data ? 'default' : 'filled'}
            disabled={parts.length === 0 || targets.length === 0}
            loading={preview.isPending}
            onClick={() => preview.mutate({ customerId: sourceId, body })}
          >
            Preview Changes
          </Button>
          <Button
            leftSection={<IconCopy size={16} aria-hidden />}
            disabled={!preview.data || changing === 0 || copy.isSuccess}
            onClick={() => setConfirming(true)}
          >
            {changing > 0
              ? `Copy to ${changing} ${changing === 1 ? 'Organization' : 'Organizations'}`
              : 'Copy'}
          </Button>
        </Group>
        {preview.isError && <ErrorNote error={preview.error} title={M.couldNotPreview} />}
        {shown && (
          <section aria-labelledby="copy-result-title">
            <Title order={2} fz="h4" id="copy-result-title" mb={4}>
              {shown.done ? 'Copied' : 'Preview'}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {shown.done
                ? copy.data?.message
                : changing === 0
                  ? M.copied(0)
                  : `${changing} of ${shown.result.targets.length} organizations change.`}
            </Text>
            <ConfigCopyChanges targets={shown.result.targets} done={shown.done} />
          </section>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        message={M.confirm(changing)}
        busy={copy.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
