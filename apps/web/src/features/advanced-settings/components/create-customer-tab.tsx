import { LICENSE_TYPES } from '@baitwatch/contracts/common/product';
import {
  type CustomerSignupRequest,
  customerSignupRequestSchema,
  directCustomerErrors,
  SIGNUP_MESSAGES,
} from '@baitwatch/contracts/organizations/customer-signup';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { failureCode, ResultModal, type ResultStatus } from '../../../components/result-modal.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useCustomerSignup } from '../api/customer-signup.ts';
import { CreatedCustomerCredentials } from './created-customer-credentials.tsx';

interface SignupForm {
  organizationName: string;
  subDomain: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isMSP: boolean;
  noOfUsers: string;
  licenseType: string | null;
}

const EMPTY: SignupForm = {
  organizationName: '',
  subDomain: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  isMSP: false,
  noOfUsers: '',
  licenseType: null,
};

/** An MSP sends no number of users or license type (doc 2 §5). */
const bodyOf = (values: SignupForm): CustomerSignupRequest =>
  values.isMSP
    ? { ...values, noOfUsers: null, licenseType: null }
    : { ...values, licenseType: values.licenseType as CustomerSignupRequest['licenseType'] };

/**
 * Create Customer (doc 2 §2, §5; Advanced Settings): a new MSP or direct customer and its first admin.
 * The status dialog shows the generated credentials once; the form is cleared (decision 0034).
 */
export function CreateCustomerTab() {
  const { reload } = useSession();
  const signup = useCustomerSignup();
  const [status, setStatus] = useState<ResultStatus | null>(null);
  const form = useForm<SignupForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => ({
      ...directCustomerErrors(bodyOf(values)),
      ...zodValidate(customerSignupRequestSchema)(bodyOf(values)),
    }),
  });
  const isMsp = form.values.isMSP;

  const submit = form.onSubmit((values) =>
    signup.mutate(bodyOf(values), {
      onSuccess: async (created) => {
        form.reset();
        setStatus({
          code: 200,
          title: SIGNUP_MESSAGES.created,
          message: <CreatedCustomerCredentials created={created} />,
        });
        // The new organization joins the provider's dropdown (the spec's token refresh on success).
        await reload();
      },
      onError: (error) =>
        setStatus({
          code: failureCode(error),
          message: `${SIGNUP_MESSAGES.couldNotCreate} ${errorText(error)}`,
        }),
    }),
  );

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Organisation Name"
              required
              key={form.key('organizationName')}
              {...form.getInputProps('organizationName')}
            />
            <TextInput
              label="Subdomain"
              required
              description="The customer's login address starts with it, e.g. acme"
              autoComplete="off"
              key={form.key('subDomain')}
              {...form.getInputProps('subDomain')}
            />
            <TextInput
              label="First Name"
              required
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last Name"
              required
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label="Email"
              type="email"
              required
              description="The first admin's username"
              autoComplete="off"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone"
              description="Optional, ten digits"
              inputMode="tel"
              key={form.key('phone')}
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <Checkbox
            label="MSP (multi-tenant): the customer manages organizations of its own"
            key={form.key('isMSP')}
            {...form.getInputProps('isMSP', { type: 'checkbox' })}
          />
          {!isMsp && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="No. of Users"
                required
                inputMode="numeric"
                key={form.key('noOfUsers')}
                {...form.getInputProps('noOfUsers')}
              />
              <Select
                label="License Type"
                required
                data={[...LICENSE_TYPES]}
                allowDeselect={false}
                key={form.key('licenseType')}
                {...form.getInputProps('licenseType')}
              />
            </SimpleGrid>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={signup.isPending}>
              Reset
            </Button>
            <Button type="submit" loading={signup.isPending}>
              Create Customer
            </Button>
          </Group>
        </Stack>
      </form>
      <ResultModal status={status} onClose={() => setStatus(null)} />
    </Paper>
  );
}
