import { TextInput, type TextInputProps } from '@mantine/core';

/** The 6-digit code an authenticator app shows: digits on a phone's keypad, filled in by password managers. */
export function TotpCodeField(props: TextInputProps) {
  return (
    <TextInput
      label="Code"
      placeholder="123 456"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      data-autofocus
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.15em' } }}
      {...props}
    />
  );
}

/** One of the ten recovery codes, as shown at enrolment (dashes and spaces are read past). */
export function RecoveryCodeField(props: TextInputProps) {
  return (
    <TextInput
      label="Recovery code"
      placeholder="abcd-efgh-ijkl"
      autoComplete="off"
      required
      data-autofocus
      {...props}
    />
  );
}
