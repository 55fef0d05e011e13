import {
  type AddCustomerRequest,
  addCustomerRequestSchema,
} from '@baitwatch/contracts/organizations/add-customer';
import { CUSTOMER_MESSAGES } from '@baitwatch/contracts/organizations/messages';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { failureCode, ResultModal, type ResultStatus } from '../../../components/result-modal.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useAddOrganization } from '../api/add-organization.ts';
import { backToTab, openTab } from '../components/tenant-tabs.ts';

const EMPTY = { organizationName: '', email: '', firstName: '', lastName: '', orgCode: '', noOfUsers: '' };

/** /tenant-admin/add-organization (spec doc 2 §5): a new organization and, when named, its primary admin. */
export default function AddOrganizationPage() {
  const navigate = useNavigate();
  const { reload } = useSession();
  const add = useAddOrganization();
  const [status, setStatus] = useState<ResultStatus | null>(null);
  const form = useForm<typeof EMPTY>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: zodValidate(addCustomerRequestSchema),
  });

  const submit = form.onSubmit((values) =>
    add.mutate(values satisfies AddCustomerRequest, {
      onSuccess: async (answer) => {
        await reload();
        setStatus({
          code: 200,
          message: answer.invitedAdmin
            ? `${answer.message} An invitation has been sent to ${answer.invitedAdmin}.`
            : answer.message,
        });
      },
      onError: (error) =>
        setStatus({
          code: failureCode(error),
          message: `${CUSTOMER_MESSAGES.couldNotAddCustomer} ${errorText(error)}`,
        }),
    }),
  );
  const close = () => {
    const succeeded = status?.code === 200;
    setStatus(null);
    if (succeeded) navigate(paths.tenantAdmin, { state: openTab('organizations') });
  };

  return (
    <FormPage
      title="Add Organization"
      back={backToTab('organizations')}
      submitLabel="Add Organization"
      busy={add.isPending}
      onSubmit={submit}
    >
      <TextInput
        label="Organization Name"
        required
        data-autofocus
        key={form.key('organizationName')}
        {...form.getInputProps('organizationName')}
      />
      <TextInput
        label="Primary Admin Email"
        type="email"
        autoComplete="off"
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <TextInput label="First Name" key={form.key('firstName')} {...form.getInputProps('firstName')} />
      <TextInput label="Last Name" key={form.key('lastName')} {...form.getInputProps('lastName')} />
      <TextInput
        label="Organization Code"
        description="Optional"
        key={form.key('orgCode')}
        {...form.getInputProps('orgCode')}
      />
      <TextInput
        label="No. of Users"
        required
        inputMode="numeric"
        key={form.key('noOfUsers')}
        {...form.getInputProps('noOfUsers')}
      />
      <ResultModal status={status} onClose={close} />
    </FormPage>
  );
}
