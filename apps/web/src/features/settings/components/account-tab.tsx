import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { CustomerDetails } from '@baitwatch/contracts/organizations/customer-details';
import { CUSTOMER_MESSAGES } from '@baitwatch/contracts/organizations/messages';
import { updateCustomerAccountRequestSchema } from '@baitwatch/contracts/organizations/update-customer';
import { ACCOUNT_MESSAGES } from '@baitwatch/contracts/tenants/tenant-account';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useStopOrganization } from '../../../domains/account/api/stop-organization.ts';
import { StopCard } from '../../../domains/account/components/stop-card.tsx';
import { WhitelabelPanel } from '../../../domains/account/components/whitelabel-panel.tsx';
import { useCustomerDetails } from '../../../domains/organizations/api/get-customer-details.ts';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useUpdateCustomerAccount } from '../api/update-customer-account.ts';
import { WhitelabelCheckbox } from './whitelabel-checkbox.tsx';

/**
 * The customer settings' Account tab (spec doc 1 §2 "Account"): organization name, the read-only
 * subdomain under the provider's domain, and phone. Only {product}Admin changes them (doc 1 §6);
 * others read them.
 */
export function AccountTab({ customerId }: { customerId: number }) {
  const details = useCustomerDetails(customerId);
  if (!details.isSuccess)
    return (
      <QueryFallback query={details} title={CUSTOMER_MESSAGES.couldNotGetCustomer} height={280} maw={560} />
    );
  return (
    <Stack maw={560} gap="lg">
      <AccountDetails details={details.data} key={details.data.id} />
      <Whitelabel details={details.data} />
      <AccountCancellation details={details.data} onCancelled={() => details.refetch()} />
    </Stack>
  );
}

/**
 * Whitelabel Details (spec doc 1 §2): for {product}Admin and TenantAdmin while the organization's
 * tenant has whitelabel on, and not for a direct customer (tenant-as-customer).
 */
function Whitelabel({ details }: { details: CustomerDetails }) {
  const { role } = useSession();
  const shown =
    (role === PROVIDER_ROLE || role === 'TenantAdmin') && details.isCustomized && !details.tenantAsCustomer;
  return shown ? <WhitelabelPanel tenantId={details.tenantId} /> : null;
}

/**
 * Account Cancellation (spec doc 1 §2): the organization's TenantAdmin stops it behind the spec's
 * confirmation (Close, Understood). Nothing is deleted. Others do not see the card.
 */
function AccountCancellation({
  details,
  onCancelled,
}: {
  details: CustomerDetails;
  onCancelled: () => void;
}) {
  const { role, reload } = useSession();
  const stop = useStopOrganization();
  if (role !== 'TenantAdmin') return null;
  const confirm = () =>
    stop
      .mutateAsync(details.id)
      .then(async () => {
        notifySuccess(ACCOUNT_MESSAGES.accountCancelled);
        await reload();
        onCancelled();
      })
      .catch((error: unknown) => notifyError(error, CUSTOMER_MESSAGES.couldNotDeleteCustomer));
  return (
    <StopCard
      title="Account Cancellation"
      buttonLabel="Cancel Account"
      description={
        details.isActive
          ? 'Cancelling stops this organization: its admins can no longer sign in and its extensions stop reporting. Nothing is deleted.'
          : 'This account is cancelled.'
      }
      question={ACCOUNT_MESSAGES.cancelConfirm}
      disabled={!details.isActive}
      busy={stop.isPending}
      onConfirm={confirm}
    />
  );
}

function AccountDetails({ details }: { details: CustomerDetails }) {
  const { role, reload } = useSession();
  const editable = role === PROVIDER_ROLE;
  const update = useUpdateCustomerAccount();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { organizationName: details.organizationName, phone: details.phone ?? '' },
    validate: zodValidate(updateCustomerAccountRequestSchema),
  });
  const submit = form.onSubmit((body) =>
    update.mutate(
      { id: details.id, body },
      {
        onSuccess: async (answer) => {
          await reload(); // the name shows in the organization dropdown
          notifySuccess(answer.message);
        },
        onError: (error) => notifyError(error, CUSTOMER_MESSAGES.couldNotUpdateCustomer),
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
          required={editable}
          readOnly={!editable}
          variant={editable ? 'default' : 'filled'}
          key={form.key('organizationName')}
          {...form.getInputProps('organizationName')}
        />
        <TextInput label="Subdomain" value={details.domain} readOnly variant="filled" />
        <TextInput
          label="Phone"
          required={editable}
          readOnly={!editable}
          variant={editable ? 'default' : 'filled'}
          inputMode="tel"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        {editable && !details.tenantAsCustomer && <WhitelabelCheckbox details={details} />}
        {editable ? (
          <Group justify="flex-end" mt="sm">
            <Button type="submit" loading={update.isPending}>
              Update Info
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            The provider changes an organization's name and phone.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
