import { inviteUserRequestSchema } from '@baitwatch/contracts/users/invite-user';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ResultModal, type ResultStatus } from '../../../components/result-modal.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useInviteAdmin } from '../api/invite-admin.ts';
import { FormPage } from '../components/form-page.tsx';
import { openTab } from '../components/tenant-tabs.ts';

const EMPTY = { firstName: '', lastName: '', email: '', role: 'TenantAdmin' as const };

/** /tenant-admin/add-admin (spec doc 2 §2 "Add admin"): invites a TenantAdmin of this tenant. */
export default function TenantAddAdminPage() {
  const navigate = useNavigate();
  const invite = useInviteAdmin();
  const [status, setStatus] = useState<ResultStatus | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: zodValidate(inviteUserRequestSchema),
  });

  const submit = form.onSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (answer) => setStatus({ code: 200, message: answer.message }),
      onError: (error) =>
        setStatus({ code: 500, message: `${USER_MESSAGES.couldNotInviteAdmin} ${errorText(error)}` }),
    }),
  );
  const close = () => {
    const succeeded = status?.code === 200;
    setStatus(null);
    if (succeeded) navigate(paths.tenantAdmin, { state: openTab('admins') });
  };

  return (
    <FormPage
      title="Add and invite admin"
      returnTo="admins"
      submitLabel="Invite Admin"
      busy={invite.isPending}
      onSubmit={submit}
    >
      <TextInput
        label="First Name"
        required
        data-autofocus
        key={form.key('firstName')}
        {...form.getInputProps('firstName')}
      />
      <TextInput label="Last Name" required key={form.key('lastName')} {...form.getInputProps('lastName')} />
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="off"
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <ResultModal status={status} onClose={close} />
    </FormPage>
  );
}
