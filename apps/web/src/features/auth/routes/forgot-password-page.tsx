import {
  type ForgotPasswordRequest,
  forgotPasswordRequestSchema,
} from '@baitwatch/contracts/auth/forgot-password';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { ErrorNote } from '../../../components/error-note.tsx';
import { paths } from '../../../lib/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

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
            Back to log in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => forgot.mutate(values))} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the email of your account and we will send you a link to set a new password.
            </Text>
            {forgot.isError && <ErrorNote error={forgot.error} />}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              data-autofocus
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Group justify="space-between">
              <Anchor component={Link} to={paths.login} size="sm">
                Back to log in
              </Anchor>
              <Button type="submit" loading={forgot.isPending}>
                Send reset link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
