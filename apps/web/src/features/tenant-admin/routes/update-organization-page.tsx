import { CUSTOMER_MESSAGES } from '@baitwatch/contracts/organizations/messages';
import { updateCustomerInfoRequestSchema } from '@baitwatch/contracts/organizations/update-customer';
import { TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormPage } from '../../../components/form-page.tsx';
import { failureCode, ResultModal, type ResultStatus } from '../../../components/result-modal.tsx';
import { useStopOrganization } from '../../../domains/account/api/stop-organization.ts';
import { StopCard } from '../../../domains/account/components/stop-card.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useUpdateOrganization } from '../api/update-organization.ts';
import { backToTab, openTab } from '../components/tenant-tabs.ts';

/**
 * /tenant-admin/update-organization (spec doc 2 §5): the organization comes as navigation state, which
 * the browser keeps across a reload. Organization Info, and the delete card.
 */
export default function UpdateOrganizationPage() {
  const { state } = useLocation();
  const { customers } = useSession();
  const id = (state as { organizationId?: unknown } | null)?.organizationId;
  const organization = customers.find((entry) => entry.kind === 'organization' && entry.id === id);
  if (!organization || typeof organization.id !== 'number')
    return (
      <EmptyState
        title={CUSTOMER_MESSAGES.noOrganizations}
        description="Open an organization from the MSP Center."
      />
    );
  return (
    <UpdateOrganizationForm organization={{ ...organization, id: organization.id }} key={organization.key} />
  );
}

interface EditedOrganization {
  id: number;
  organizationName: string;
  firstName: string | null;
  lastName: string | null;
  orgCode: string | null;
  isActive: boolean;
}

function UpdateOrganizationForm({ organization }: { organization: EditedOrganization }) {
  const navigate = useNavigate();
  const { reload } = useSession();
  const update = useUpdateOrganization();
  const remove = useStopOrganization();
  const [status, setStatus] = useState<ResultStatus | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      organizationName: organization.organizationName,
      firstName: organization.firstName ?? '',
      lastName: organization.lastName ?? '',
      orgCode: organization.orgCode ?? '',
    },
    validate: zodValidate(updateCustomerInfoRequestSchema),
  });

  const done = async (message: string) => {
    await reload();
    setStatus({ code: 200, message });
  };
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: organization.id, body: values },
      {
        onSuccess: (answer) => done(answer.message),
        onError: (error) =>
          setStatus({
            code: failureCode(error),
            message: `${CUSTOMER_MESSAGES.couldNotUpdateCustomer}${errorText(error)}`,
          }),
      },
    ),
  );
  const confirmDelete = () =>
    remove
      .mutateAsync(organization.id)
      .then((answer) => done(answer.message))
      .catch(() => setStatus({ code: 500, message: CUSTOMER_MESSAGES.couldNotDeleteCustomer }));
  const close = () => {
    const succeeded = status?.code === 200;
    setStatus(null);
    if (succeeded) navigate(paths.tenantAdmin, { state: openTab('organizations') });
  };

  const deleteCard = (
    <StopCard
      title="Delete Organization"
      buttonLabel="Delete Organization"
      description="Its admins will no longer have access to the Threat feed and its extensions stop reporting. Its events stay for the record."
      question={CUSTOMER_MESSAGES.deleteConfirm}
      disabled={!organization.isActive}
      busy={remove.isPending}
      onConfirm={confirmDelete}
    />
  );

  return (
    <FormPage
      title="Update Organization"
      back={backToTab('organizations')}
      submitLabel="Update Organization"
      busy={update.isPending}
      onSubmit={submit}
      after={deleteCard}
    >
      <Title order={2} fz="h4">
        Organization Info
      </Title>
      <TextInput
        label="Organization Name"
        required
        data-autofocus
        key={form.key('organizationName')}
        {...form.getInputProps('organizationName')}
      />
      <TextInput
        label="First Name"
        required
        key={form.key('firstName')}
        {...form.getInputProps('firstName')}
      />
      <TextInput label="Last Name" required key={form.key('lastName')} {...form.getInputProps('lastName')} />
      <TextInput label="Organization Code" key={form.key('orgCode')} {...form.getInputProps('orgCode')} />
      <ResultModal status={status} onClose={close} />
    </FormPage>
  );
}
