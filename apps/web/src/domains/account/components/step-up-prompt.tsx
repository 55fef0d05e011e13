import { stepUp } from '@baitwatch/contracts/mfa/calls';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { recoveryCodeSchema, totpCodeSchema } from '@baitwatch/contracts/mfa/second-factor';
import { startPasskeyConfirmation } from '@baitwatch/contracts/passkeys/calls';
import { Anchor, Button, Group, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ErrorNote } from '../../../components/error-note.tsx';
import { callApi } from '../../../lib/call-api.ts';
import { signWithPasskey } from '../../../lib/passkey-ceremony.ts';
import { setStepUpHandler } from '../../../lib/step-up-signal.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useMfaStatus } from '../api/mfa.ts';
import { RecoveryCodeField, TotpCodeField } from './totp-code-field.tsx';

type CodeMethod = 'totp' | 'recovery';
const codeSchemas = { totp: totpCodeSchema, recovery: recoveryCodeSchema };
const validateCode = {
  totp: zodValidate(z.object({ code: totpCodeSchema })),
  recovery: zodValidate(z.object({ code: recoveryCodeSchema })),
};

/**
 * The step-up prompt (issue 26): a sensitive change (a new SOC key, a license key, admins, single
 * sign-on, the sign-in policy, new recovery codes) answered that a factor must be proved again; this
 * asks for a current code or a passkey (a passkey alone of an admin without the app), or, with both
 * lost, one of the recovery codes, and the change is sent again once it is. Mounted once in the
 * signed-in shell.
 */
export function StepUpPrompt() {
  const [open, setOpen] = useState(false);
  const answer = useRef<((done: boolean) => void) | null>(null);
  // Whether the admin has an app to take a code from; until known, the code is offered too.
  const status = useMfaStatus({ enabled: open });
  const hasApp = status.data?.totp !== null;
  const hasRecoveryCodes = (status.data?.recoveryCodesLeft ?? 0) > 0;
  const [method, setMethod] = useState<CodeMethod>('totp');
  // A code field shows for the app's code, or for a recovery code once asked for.
  const withCode = method === 'recovery' || hasApp;
  const prove = useMutation({
    mutationFn: ({ method, code }: { method: CodeMethod; code: string }) =>
      callApi(stepUp, { body: { method, code } }),
  });
  // Or one of the admin's passkeys, for the confirmation options' challenge.
  const provePasskey = useMutation({
    mutationFn: async () => {
      const response = await signWithPasskey(await callApi(startPasskeyConfirmation, {}));
      return callApi(stepUp, { body: { method: 'passkey', response } });
    },
  });
  const form = useForm({ mode: 'uncontrolled', initialValues: { code: '' }, validate: validateCode[method] });

  useEffect(() => {
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setOpen(true);
        }),
    );
    return () => setStepUpHandler(null);
  }, []);

  const switchTo = (next: CodeMethod) => {
    prove.reset();
    provePasskey.reset();
    form.reset();
    setMethod(next);
  };

  const finish = (done: boolean) => {
    answer.current?.(done);
    answer.current = null;
    switchTo('totp');
    setOpen(false);
  };

  // Beside the code, a second way; for an admin without the app, the one way.
  const passkeyButton = (
    <Button
      variant={withCode ? 'subtle' : 'filled'}
      mr={withCode ? 'auto' : undefined}
      leftSection={<IconFingerprint size={16} aria-hidden />}
      loading={provePasskey.isPending}
      onClick={() => provePasskey.mutate(undefined, { onSuccess: () => finish(true) })}
    >
      Use a passkey
    </Button>
  );

  return (
    <Modal
      opened={open}
      onClose={() => finish(false)}
      title="Confirm it is you"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Above the dialog whose change asked for it (new recovery codes are made in one).
      zIndex={getDefaultZIndex('modal') + 1}
    >
      <form
        onSubmit={form.onSubmit(({ code }) =>
          // Sent as the schema reads it (no spaces or dashes), so what is sent is what was checked.
          prove.mutate({ method, code: codeSchemas[method].parse(code) }, { onSuccess: () => finish(true) }),
        )}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">
            {method === 'recovery'
              ? MFA_MESSAGES.stepUpWithRecoveryCode
              : hasApp
                ? MFA_MESSAGES.stepUpRequired
                : MFA_MESSAGES.stepUpWithPasskey}
          </Text>
          {(prove.error ?? provePasskey.error) && <ErrorNote error={prove.error ?? provePasskey.error} />}
          {method === 'totp' && hasApp && (
            <TotpCodeField key={`${method}${form.key('code')}`} {...form.getInputProps('code')} />
          )}
          {method === 'recovery' && (
            <RecoveryCodeField key={`${method}${form.key('code')}`} {...form.getInputProps('code')} />
          )}
          {/* Back from a recovery code only to the app: a passkey stays offered below. */}
          {hasRecoveryCodes && (method === 'totp' || hasApp) && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}
            >
              {method === 'recovery' ? 'Use the authenticator app' : 'Use a recovery code'}
            </Anchor>
          )}
          <Group justify="flex-end">
            {withCode && passkeyButton}
            <Button variant="default" onClick={() => finish(false)}>
              Cancel
            </Button>
            {withCode ? (
              <Button type="submit" loading={prove.isPending}>
                Confirm
              </Button>
            ) : (
              passkeyButton
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
