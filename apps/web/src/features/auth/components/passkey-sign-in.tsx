import { Button, Stack } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { ErrorNote } from '../../../components/error-note.tsx';
import { usePasskeySignIn } from '../api/passkey-sign-in.ts';

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for this site; a user-verified
 * one signs the admin in without their email or password (it is both factors, decision 0077).
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = usePasskeySignIn();
  return (
    <Stack gap="sm" mt="sm">
      {signIn.isError && <ErrorNote error={signIn.error} />}
      <Button
        variant="default"
        leftSection={<IconFingerprint size={16} aria-hidden />}
        onClick={() => signIn.mutate(undefined, { onSuccess: onSignedIn })}
        loading={signIn.isPending}
        fullWidth
      >
        Sign in with a passkey
      </Button>
    </Stack>
  );
}
