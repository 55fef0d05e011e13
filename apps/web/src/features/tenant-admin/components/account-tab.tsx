import {
  ACCOUNT_MESSAGES,
  type TenantAccount,
  updateTenantAccountRequestSchema,
} from '@baitwatch/contracts/tenants/tenant-account';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { StopCard } from '../../../domains/account/components/stop-card.tsx';
import { WhitelabelPanel } from '../../../domains/account/components/whitelabel-panel.tsx';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useCancelTenantAccount } from '../api/cancel-tenant-account.ts';
import { useTenantAccount } from '../api/get-tenant-account.ts';
import { useUpdateTenantAccount } from '../api/update-tenant-account.ts';

/**
 * The MSP Center's Account tab (spec doc 1 §2): Account Details, Whitelabel Details (while whitelabel is
 * on) and Account Cancellation.
 */
export function AccountTab() {
  const { user } = useSession();
  if (user.tenantId === null) return null;
  return <TenantAccountPanels tenantId={user.tenantId} />;
}

function TenantAccountPanels({ tenantId }: { tenantId: number }) {
  const account = useTenantAccount(tenantId);
  if (!account.isSuccess)
    return (
      <QueryFallback query={account} title={ACCOUNT_MESSAGES.couldNotGetTenant} height={320} maw={560} />
    );
  return (
    <Stack maw={560} gap="lg">
      <AccountDetails account={account.data} key={account.data.tenantId} />
      {/* Whitelabel Details while the provider has turned the tenant's whitelabel on (doc 1 §2). */}
      {account.data.isCustomized && <WhitelabelPanel tenantId={tenantId} />}
      <AccountCancellation tenantId={tenantId} />
    </Stack>
  );
}

function AccountDetails({ account }: { account: TenantAccount }) {
  const { reload } = useSession();
  const update = useUpdateTenantAccount();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { tenantName: account.tenantName, phone: account.phone ?? '' },
    validate: zodValidate(updateTenantAccountRequestSchema),
  });
  const submit = form.onSubmit((body) =>
    update.mutate(
      { tenantId: account.tenantId, body },
      {
        onSuccess: async (answer) => {
          // The tenant's name shows in the organization dropdown.
          await reload();
          notifySuccess(answer.message);
        },
        onError: (error) => notifyError(error, ACCOUNT_MESSAGES.couldNotUpdateTenant),
      },
    ),
  );
  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Account Details
        </Title>
        <TextInput
          label="Organization Name"
          required
          key={form.key('tenantName')}
          {...form.getInputProps('tenantName')}
        />
        <TextInput label="Subdomain" value={account.domain} readOnly variant="filled" />
        <TextInput
          label="Phone"
          required
          inputMode="tel"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={update.isPending}>
            Update Info
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AccountCancellation({ tenantId }: { tenantId: number }) {
  const { logout } = useSession();
  const cancel = useCancelTenantAccount();
  const confirm = () =>
    cancel
      .mutateAsync(tenantId)
      .then(async (answer) => {
        notifySuccess(answer.message);
        // Its admins can no longer sign in: the session ends here too.
        await logout();
      })
      .catch((error: unknown) => notifyError(error));
  return (
    <StopCard
      title="Account Cancellation"
      buttonLabel="Cancel Account"
      description="Cancelling stops the MSP account and every organization in it: admins can no longer sign in and extensions stop reporting. Nothing is deleted."
      question={ACCOUNT_MESSAGES.cancelConfirm}
      busy={cancel.isPending}
      onConfirm={confirm}
    />
  );
}
