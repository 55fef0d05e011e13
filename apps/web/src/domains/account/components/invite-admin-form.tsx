import { inviteUserRequestSchema } from '@baitwatch/contracts/users/invite-user';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormPage, type FormPageBack } from '../../../components/form-page.tsx';
import { failureCode, ResultModal, type ResultStatus } from '../../../components/result-modal.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useInviteAdmin } from '../api/admins.ts';

interface InviteAdminFormProps {
  /** The spec: TenantAdmin from the MSP Center, else CustomerAdmin of the organization. */
  invite: { role: 'TenantAdmin' } | { role: 'CustomerAdmin'; customerId: number };
  /** The Admin Management tab the page returns to. */
  back: FormPageBack;
  description?: ReactNode;
}

/**
 * "Add and invite admin" (spec doc 2 §2, §5): first name, last name and email; Invite Admin sends the
 * invitation mail, and the success message leads back to the Admin Management tab.
 */
export function InviteAdminForm({ invite, back, description }: InviteAdminFormProps) {
  const navigate = useNavigate();
  const mutation = useInviteAdmin();
  const [status, setStatus] = useState<ResultStatus | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: '', ...invite },
    validate: zodValidate(inviteUserRequestSchema),
  });

  const submit = form.onSubmit((values) =>
    mutation.mutate(
      { ...values, ...invite },
      {
        onSuccess: (answer) => setStatus({ code: 200, message: answer.message }),
        onError: (error) =>
          setStatus({
            code: failureCode(error),
            message: `${USER_MESSAGES.couldNotInviteAdmin} ${errorText(error)}`,
          }),
      },
    ),
  );
  const close = () => {
    const succeeded = status?.code === 200;
    setStatus(null);
    if (succeeded) navigate(back.to, { state: back.state });
  };

  return (
    <FormPage
      title="Add and invite admin"
      description={description}
      back={back}
      submitLabel="Invite Admin"
      busy={mutation.isPending}
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
