import { SSO_ERROR_PARAM } from '@baitwatch/contracts/sso/constants';
import { isSsoFailure, SSO_FAILURES, SSO_MESSAGES } from '@baitwatch/contracts/sso/messages';
import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorNote } from '../../../components/error-note.tsx';
import { useBranding } from '../api/get-branding.ts';
import { useStartSso } from '../api/start-sso.ts';

/** Why the last single sign-on failed, as the callback told the login page (`?sso_error=`). */
export function SsoFailureNote({ params }: { params: URLSearchParams }) {
  const failure = params.get(SSO_ERROR_PARAM);
  if (!isSsoFailure(failure)) return null;
  return (
    <Alert color="red" variant="light" title="Single sign-on failed" role="alert" data-testid="sso-failure">
      {SSO_FAILURES[failure]}
    </Alert>
  );
}

interface SsoSignInButtonProps {
  /** The email typed so far: its domain finds the identity provider. */
  email: () => string;
  /** The console page to open after signing in. */
  returnPath: string | null;
}

/**
 * "Continue with single sign-on": the email's domain finds the organization's identity provider (on
 * a tenant's subdomain, without an email, the tenant's), and the browser goes there.
 */
export function SsoSignInButton({ email, returnPath }: SsoSignInButtonProps) {
  const branding = useBranding();
  const start = useStartSso();
  const [missing, setMissing] = useState(false);
  const subdomain = branding.data?.subDomain ?? undefined;
  const go = () => {
    const typed = email().trim();
    if (!typed && !subdomain) {
      setMissing(true);
      return;
    }
    setMissing(false);
    start.mutate(
      {
        ...(typed ? { email: typed } : {}),
        ...(subdomain ? { subdomain } : {}),
        ...(returnPath ? { returnPath } : {}),
      },
      { onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl) },
    );
  };
  return (
    <Stack gap="sm" mt="md">
      <Divider label="or" labelPosition="center" />
      {missing && (
        <Alert color="yellow" variant="light" role="alert">
          {SSO_MESSAGES.emailOrSubdomainRequired}
        </Alert>
      )}
      {start.isError && <ErrorNote error={start.error} />}
      <Button
        variant="default"
        leftSection={<IconKey size={16} aria-hidden />}
        onClick={go}
        loading={start.isPending || start.isSuccess}
        fullWidth
      >
        Continue with single sign-on
      </Button>
    </Stack>
  );
}
