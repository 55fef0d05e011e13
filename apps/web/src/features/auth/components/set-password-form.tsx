import type { SignInResponse } from '@baitwatch/contracts/auth/login';
import type { SetPasswordRequest } from '@baitwatch/contracts/auth/set-password';
import { newPasswordField } from '@baitwatch/contracts/auth/set-password';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { z } from 'zod';
import { zodValidate } from '../../../lib/zod-form.ts';
import { AuthForm, PasswordField } from './auth-form.tsx';

interface SetPasswordFormProps {
  token: string;
  email: string;
  submitLabel: string;
  mutation: UseMutationResult<SignInResponse, Error, SetPasswordRequest>;
  onDone: (answer: SignInResponse) => void;
}

const fieldsSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    error: SHELL_MESSAGES.passwordsDoNotMatch,
  });

const validate = zodValidate(fieldsSchema);

/** The new password, typed twice, for the reset and accept-invite links; the account's email is shown. */
export function SetPasswordForm({ token, email, submitLabel, mutation, onDone }: SetPasswordFormProps) {
  const form = useForm({ mode: 'uncontrolled', initialValues: { password: '', confirm: '' }, validate });
  const submit = form.onSubmit(({ password }) => mutation.mutate({ token, password }, { onSuccess: onDone }));
  return (
    <AuthForm onSubmit={submit} mutation={mutation}>
      <TextInput label="Email" value={email} readOnly autoComplete="username" />
      <PasswordField
        label="New password"
        description="At least 12 characters."
        kind="new-password"
        data-autofocus
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordField
        label="Repeat the new password"
        kind="new-password"
        key={form.key('confirm')}
        {...form.getInputProps('confirm')}
      />
      <Button type="submit" loading={mutation.isPending}>
        {submitLabel}
      </Button>
    </AuthForm>
  );
}
