import {
  type ForgotPasswordRequest,
  forgotPasswordRequestSchema,
} from '@baitwatch/contracts/auth/forgot-password';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthForm, EmailField, LinkAndSubmit } from '../components/auth-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

const BACK_TO_LOGIN = 'Back to log in';

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordRequestSchema, { sync: true }),
  });

  return (
    <AuthLayout title="Reset your password">
      {forgot.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status">
            {forgot.data.message}
          </Alert>
          <Anchor component={Link} to={paths.login} size="sm">
            {BACK_TO_LOGIN}
          </Anchor>
        </Stack>
      ) : (
        <AuthForm
          onSubmit={form.onSubmit((values) => forgot.mutate(values))}
          mutation={forgot}
          intro={
            <Text size="sm" c="dimmed">
              Enter the email of your account and we will send you a link to set a new password.
            </Text>
          }
        >
          <EmailField key={form.key('email')} {...form.getInputProps('email')} />
          <LinkAndSubmit
            link={{ to: paths.login, label: BACK_TO_LOGIN }}
            submitLabel="Send reset link"
            loading={forgot.isPending}
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
