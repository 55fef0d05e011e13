import { AUTH_MESSAGES } from '@baitwatch/contracts/auth/messages';
import { useSearchParams } from 'react-router';
import { FIRST_SIGN_IN_PARAM } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { OneTimeLinkPage } from '../components/one-time-link-page.tsx';

/** Set a new password from an emailed reset link, or at the first sign-in with a generated password. */
export default function ResetPasswordPage() {
  const mutation = useResetPassword();
  const [params] = useSearchParams();
  const firstSignIn = params.get(FIRST_SIGN_IN_PARAM) === '1';
  return (
    <OneTimeLinkPage
      title={firstSignIn ? 'Choose your password' : 'Set a new password'}
      submitLabel="Set password"
      notice={firstSignIn ? AUTH_MESSAGES.passwordChangeRequired : null}
      mutation={mutation}
    />
  );
}
