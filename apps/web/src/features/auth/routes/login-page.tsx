import { type LoginRequest, loginRequestSchema } from '@baitwatch/contracts/auth/login';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorNote } from '../../../components/error-note.tsx';
import { resetSessionState } from '../../../lib/api-client.ts';
import { safeReturnPath } from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => {
        // Whatever a previous session cached belongs to someone else.
        queryClient.clear();
        resetSessionState();
        navigate(safeReturnPath(params.get('return'), window.location.origin), { replace: true });
      },
    });
  });

  return (
    <AuthLayout title="Log in">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {login.isError && <ErrorNote error={login.error} />}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            data-autofocus
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" align="center">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
            <Button type="submit" loading={login.isPending}>
              Log in
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
