import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNote } from '../../../components/error-note.tsx';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The call the form makes: its failure shows above the fields. */
  mutation: { isError: boolean; error: unknown };
  /** A line of explanation before everything else. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A logged-out form: the fields stacked, the call's failure above them; the browser's own checks off. */
export function AuthForm({ onSubmit, mutation, intro, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {intro}
        {mutation.isError && <ErrorNote error={mutation.error} />}
        {children}
      </Stack>
    </form>
  );
}

/** The account's email, typed in (log in, forgot password); the first field, so it takes the focus. */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="username" required data-autofocus {...props} />;
}

/** A required password: the current one (log in) or a new one (the emailed links), for password managers. */
export function PasswordField({
  kind,
  ...props
}: PasswordInputProps & { kind: 'current-password' | 'new-password' }) {
  return <PasswordInput autoComplete={kind} required {...props} />;
}

interface LinkAndSubmitProps {
  link: { to: string; label: string };
  submitLabel: string;
  loading: boolean;
}

/** The last line of a logged-out form: a link to the other page on the left, the submit on the right. */
export function LinkAndSubmit({ link, submitLabel, loading }: LinkAndSubmitProps) {
  return (
    <Group justify="space-between" align="center">
      <Anchor component={Link} to={link.to} size="sm">
        {link.label}
      </Anchor>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
