import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { LICENSE_TYPES, type LicenseType } from '@baitwatch/contracts/common/product';
import { LICENSE_TYPE_MESSAGES } from '@baitwatch/contracts/organizations/license-type';
import { Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { failureCode, ResultModal, type ResultStatus } from '../../../components/result-modal.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { useLicenseType, useUpdateLicenseType } from '../api/license-type.ts';

/**
 * Licensing Options (spec doc 2 §2, §4): the selected organization's license type. A change asks
 * first; confirming saves, Close reverts. The menus and redirects follow at once.
 */
export function LicensingOptionsTab() {
  const { selected } = useSession();
  if (selected?.kind !== 'organization' || typeof selected.id !== 'number')
    return <EmptyState title={MESSAGES.selectCustomerToView('Licensing Options')} />;
  return (
    <LicenseTypeField customerId={selected.id} organizationName={selected.displayName} key={selected.id} />
  );
}

function LicenseTypeField({
  customerId,
  organizationName,
}: {
  customerId: number;
  organizationName: string;
}) {
  const { reload } = useSession();
  const current = useLicenseType(customerId);
  const update = useUpdateLicenseType();
  const [pending, setPending] = useState<LicenseType | null>(null);
  const [status, setStatus] = useState<ResultStatus | null>(null);

  if (!current.isSuccess)
    return <QueryFallback query={current} title={LICENSE_TYPE_MESSAGES.couldNotGet} height={120} maw={560} />;

  const confirm = () => {
    if (!pending) return;
    update.mutate(
      { customerId, body: { licenseType: pending } },
      {
        onSuccess: () => {
          setPending(null);
          // Saved is saved: the result shows at once, and the session's menus follow when it renews
          // (a failed renewal only delays them to the next refresh; it must not hide the result).
          setStatus({ code: 200, message: LICENSE_TYPE_MESSAGES.updated });
          void reload().catch(() => undefined);
        },
        onError: (error) => {
          setPending(null);
          setStatus({
            code: failureCode(error),
            message: `${LICENSE_TYPE_MESSAGES.notUpdated}: ${errorText(error)}`,
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {organizationName}
        </Text>
        <Select
          label="License Type"
          data={[...LICENSE_TYPES]}
          // The pending choice shows while the confirmation is open; Close goes back to the saved one.
          value={pending ?? current.data}
          onChange={(value) => value && value !== current.data && setPending(value as LicenseType)}
          allowDeselect={false}
          disabled={update.isPending}
        />
      </Stack>
      <ConfirmModal
        opened={pending !== null}
        message={LICENSE_TYPE_MESSAGES.confirm(pending ?? '')}
        confirmLabel="Confirm"
        cancelLabel="Close"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        busy={update.isPending}
      />
      <ResultModal status={status} onClose={() => setStatus(null)} />
    </Paper>
  );
}
