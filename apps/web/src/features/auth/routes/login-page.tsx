import { type LoginRequest, loginRequestSchema } from '@baitwatch/contracts/auth/login';
import type { SecondFactorRequired } from '@baitwatch/contracts/mfa/second-factor';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../lib/login-redirect.ts';
import { FIRST_SIGN_IN_PARAM, paths } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { AuthForm, EmailField, LinkAndSubmit, PasswordField } from '../components/auth-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useEnterConsole } from '../components/enter-console.ts';
import { PasskeySignInButton } from '../components/passkey-sign-in.tsx';
import { SecondFactorForm, type SecondStepState } from '../components/second-factor-form.tsx';
import { SsoFailureNote, SsoSignInButton } from '../components/sso-sign-in.tsx';

const secondStepOf = (state: unknown): SecondStepState | null =>
  state && typeof state === 'object' && 'secondFactor' in state ? (state as SecondStepState) : null;

/** The path of a `return` address on this site, for the single sign-on's way back. */
const returnPathOf = (value: string | null): string | null => {
  const path = safeReturnPath(value, window.location.origin);
  return path === '/' ? null : path;
};

export default function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const enterConsole = useEnterConsole();
  const login = useLogin();
  const handedOver = secondStepOf(location.state);
  const [secondStep, setSecondStep] = useState<SecondFactorRequired | null>(handedOver?.secondFactor ?? null);
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const signedIn = () => enterConsole(safeReturnPath(params.get('return'), window.location.origin));

  const submit = form.onSubmit((values) => {
    login.mutate(values, {
      onSuccess: (answer) => {
        if ('passwordChangeRequired' in answer) {
          const query = new URLSearchParams({ token: answer.token, [FIRST_SIGN_IN_PARAM]: '1' });
          navigate(`${paths.resetPassword}?${query}`, { replace: true });
          return;
        }
        if ('secondFactorRequired' in answer) {
          setSecondStep(answer);
          return;
        }
        signedIn();
      },
    });
  });

  if (secondStep)
    return (
      <AuthLayout title="Two-step verification">
        <SecondFactorForm
          challenge={secondStep}
          notice={handedOver?.notice ?? null}
          onSignedIn={signedIn}
          onStartOver={() => {
            login.reset();
            setSecondStep(null);
            navigate(location.pathname + location.search, { replace: true, state: null });
          }}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout title="Log in">
      <AuthForm onSubmit={submit} mutation={login} intro={<SsoFailureNote params={params} />}>
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
      <SsoSignInButton email={() => form.getValues().email} returnPath={returnPathOf(params.get('return'))} />
      <PasskeySignInButton onSignedIn={signedIn} />
    </AuthLayout>
  );
}
