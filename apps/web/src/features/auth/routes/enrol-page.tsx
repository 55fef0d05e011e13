import { logout } from '@baitwatch/contracts/auth/session-calls';
import { SIGN_IN_POLICY_MESSAGES } from '@baitwatch/contracts/mfa/policy';
import { Alert, Anchor, Button, Divider, Stack, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { PasskeysSection } from '../../../domains/account/components/passkeys-section.tsx';
import { TotpEnrolmentSteps } from '../../../domains/account/components/totp-enrolment-modal.tsx';
import { callApi } from '../../../lib/call-api.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useEnterConsole } from '../components/enter-console.ts';

/**
 * /enrol: a session whose sign-in policy asks for a second factor the admin has not set up comes here
 * (the API refuses it everything else) and sets up an authenticator app or a passkey (the one a
 * "passkeys only" policy asks for); then the console opens.
 */
export default function EnrolPage() {
  const enterConsole = useEnterConsole();
  const logOut = async () => {
    await callApi(logout, { body: {}, skipRefresh: true }).catch(() => undefined);
    enterConsole(paths.login);
  };
  return (
    <AuthLayout title="Set up a second factor">
      <Stack gap="md">
        <Alert variant="light" color="blue" icon={<IconShieldLock size={18} aria-hidden />}>
          {SIGN_IN_POLICY_MESSAGES.enrolmentRequired}
        </Alert>
        <Title order={2} fz="h5">
          An authenticator app
        </Title>
        <TotpEnrolmentSteps onDone={() => enterConsole(paths.root)} />
        <Divider label="or" labelPosition="center" />
        <PasskeysSection hasAuthenticatorApp={false} />
        <Button variant="default" onClick={() => enterConsole(paths.root)}>
          Continue to the console
        </Button>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={logOut}>
          Log out instead
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
