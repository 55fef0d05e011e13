import type { SignInResponse } from '@baitwatch/contracts/auth/login';
import type { SetPasswordRequest } from '@baitwatch/contracts/auth/set-password';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorNote } from '../../../components/error-note.tsx';
import { paths } from '../../../lib/paths.ts';
import { useOneTimeLink } from '../api/get-one-time-link.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useEnterConsole } from './enter-console.ts';
import type { SecondStepState } from './second-factor-form.tsx';
import { SetPasswordForm } from './set-password-form.tsx';

interface OneTimeLinkPageProps {
  title: string;
  submitLabel: string;
  /** Said above the form (why a password is asked for, when the page came from the login). */
  notice?: string | null;
  mutation: UseMutationResult<SignInResponse, Error, SetPasswordRequest>;
}

/**
 * The page behind an emailed link (?token=): checks the link, shows whose account it is, and sets
 * the password. The answer logs the user in, so the console opens right after.
 */
export function OneTimeLinkPage({ title, submitLabel, notice, mutation }: OneTimeLinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useOneTimeLink(token, mutation.isSuccess);
  const navigate = useNavigate();
  const enterConsole = useEnterConsole();

  // The password is set; an admin with a second factor proves it on the login page before any session.
  const done = (answer: SignInResponse) => {
    if ('secondFactorRequired' in answer) {
      const state: SecondStepState = { secondFactor: answer, notice: MFA_MESSAGES.signInAgain };
      navigate(paths.login, { replace: true, state });
      return;
    }
    enterConsole(paths.root);
  };

  return (
    <AuthLayout title={title}>
      {token === '' || link.isError ? (
        <Stack gap="md">
          <ErrorNote error={link.error ?? new Error(MESSAGES.invalidLink)} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Ask for a new link
          </Anchor>
        </Stack>
      ) : link.isPending ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={58} />
          <Skeleton h={58} />
          <Skeleton h={58} />
          <Skeleton h={36} />
        </Stack>
      ) : (
        <Stack gap="md">
          {notice && (
            <Alert variant="light" color="blue" icon={<IconKey size={18} aria-hidden />}>
              {notice}
            </Alert>
          )}
          <SetPasswordForm
            token={token}
            email={link.data.email}
            submitLabel={submitLabel}
            mutation={mutation}
            onDone={done}
          />
        </Stack>
      )}
    </AuthLayout>
  );
}
