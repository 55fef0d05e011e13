import { useResetPassword } from '../api/reset-password.ts';
import { OneTimeLinkPage } from '../components/one-time-link-page.tsx';

export default function ResetPasswordPage() {
  const mutation = useResetPassword();
  return <OneTimeLinkPage title="Set a new password" submitLabel="Set password" mutation={mutation} />;
}
