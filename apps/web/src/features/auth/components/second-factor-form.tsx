import type { SecondFactorRequired } from '@baitwatch/contracts/mfa/second-factor';
import { recoveryCodeSchema, totpCodeSchema } from '@baitwatch/contracts/mfa/second-factor';
import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFingerprint, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { RecoveryCodeField, TotpCodeField } from '../../../domains/account/components/totp-code-field.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useCompleteSecondFactor } from '../api/complete-second-factor.ts';
import { usePasskeySecondFactor } from '../api/passkey-sign-in.ts';
import { AuthForm } from './auth-form.tsx';

const schemas = { totp: totpCodeSchema, recovery: recoveryCodeSchema };
const byMethod = {
  totp: zodValidate(z.object({ code: totpCodeSchema })),
  recovery: zodValidate(z.object({ code: recoveryCodeSchema })),
};

/** What another page hands the login when only the second step is left (a password just reset). */
export interface SecondStepState {
  secondFactor: SecondFactorRequired;
  notice: string;
}

interface SecondFactorFormProps {
  challenge: SecondFactorRequired;
  /** Why the second step is asked here (after a password reset). */
  notice?: string | null;
  onSignedIn: () => void;
  onStartOver: () => void;
}

/**
 * A login's second step: a passkey, the authenticator app's code, or (when both are lost) a recovery code.
 * A wrong code says so; too many, or too late, and the login starts over from the password.
 */
export function SecondFactorForm({ challenge, notice, onSignedIn, onStartOver }: SecondFactorFormProps) {
  const hasApp = challenge.methods.includes('totp');
  const [method, setMethod] = useState<'totp' | 'recovery'>(hasApp ? 'totp' : 'recovery');
  const complete = useCompleteSecondFactor();
  const passkey = usePasskeySecondFactor();
  const form = useForm({ mode: 'uncontrolled', initialValues: { code: '' }, validate: byMethod[method] });
  // Sent as the schema reads it (no spaces or dashes), so what is sent is what was checked.
  const submit = form.onSubmit(({ code }) =>
    complete.mutate(
      { challenge: challenge.challenge, method, code: schemas[method].parse(code) },
      { onSuccess: onSignedIn },
    ),
  );
  const switchTo = (next: 'totp' | 'recovery') => {
    complete.reset();
    passkey.reset();
    form.reset();
    setMethod(next);
  };
  return (
    <AuthForm
      onSubmit={submit}
      mutation={passkey.isError ? passkey : complete}
      intro={
        <Stack gap="sm">
          {notice && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
              {notice}
            </Alert>
          )}
          {challenge.methods.includes('passkey') && (
            <>
              <Button
                leftSection={<IconFingerprint size={16} aria-hidden />}
                loading={passkey.isPending}
                onClick={() => {
                  complete.reset();
                  passkey.mutate(challenge.challenge, { onSuccess: onSignedIn });
                }}
              >
                Use a passkey
              </Button>
              <Divider label="or" labelPosition="center" />
            </>
          )}
          <Text size="sm">
            {method === 'totp'
              ? 'Enter the 6-digit code your authenticator app shows for Baitwatch.'
              : 'Enter one of the recovery codes you saved when you set up your second factor. Each works once.'}
          </Text>
        </Stack>
      }
    >
      {method === 'totp' ? (
        <TotpCodeField key={`${method}${form.key('code')}`} {...form.getInputProps('code')} />
      ) : (
        <RecoveryCodeField key={`${method}${form.key('code')}`} {...form.getInputProps('code')} />
      )}
      <Group justify="space-between" align="center">
        <Stack gap={2} align="flex-start">
          {hasApp && challenge.methods.includes('recovery') && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}
            >
              {method === 'totp' ? 'Use a recovery code' : 'Use the authenticator app'}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onStartOver}>
            Start over
          </Anchor>
        </Stack>
        <Button type="submit" loading={complete.isPending}>
          Verify
        </Button>
      </Group>
    </AuthForm>
  );
}
