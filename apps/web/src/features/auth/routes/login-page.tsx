import { type LoginRequest, loginRequestSchema } from '@baitwatch/contracts/auth/login';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { resetSessionState } from '../../../lib/api-client.ts';
import { safeReturnPath } from '../../../lib/login-redirect.ts';
import { FIRST_SIGN_IN_PARAM, paths } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { AuthForm, EmailField, LinkAndSubmit, PasswordField } from '../components/auth-form.tsx';
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
      onSuccess: (answer) => {
        if ('passwordChangeRequired' in answer) {
          const query = new URLSearchParams({ token: answer.token, [FIRST_SIGN_IN_PARAM]: '1' });
          navigate(`${paths.resetPassword}?${query}`, { replace: true });
          return;
        }
        // Whatever a previous session cached belongs to someone else.
        queryClient.clear();
        resetSessionState();
        navigate(safeReturnPath(params.get('return'), window.location.origin), { replace: true });
      },
    });
  });

  return (
    <AuthLayout title="Log in">
      <AuthForm onSubmit={submit} mutation={login}>
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          kind="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <LinkAndSubmit
          link={{ to: paths.forgotPassword, label: 'Forgot password?' }}
          submitLabel="Log in"
          loading={login.isPending}
        />
      </AuthForm>
    </AuthLayout>
  );
}
