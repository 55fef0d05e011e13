import {
  type SsoConnection,
  type SsoConnectionBody,
  ssoConnectionBodySchema,
} from '@baitwatch/contracts/sso/connection';
import { SSO_MESSAGES } from '@baitwatch/contracts/sso/messages';
import { Button, Group, PasswordInput, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorNote } from '../../../components/error-note.tsx';
import { notifySuccess } from '../../../components/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useSaveSsoSettings } from '../api/save-sso-settings.ts';
import type { SsoScope } from '../model/sso-scope.ts';

interface FormValues {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  allowedDomains: string[];
  ssoRequired: boolean;
  breakGlassEmail: string;
}

const valuesOf = (connection: SsoConnection | null): FormValues => ({
  issuerUrl: connection?.issuerUrl ?? '',
  clientId: connection?.clientId ?? '',
  clientSecret: '',
  allowedDomains: connection?.allowedDomains ?? [],
  ssoRequired: connection?.ssoRequired ?? false,
  breakGlassEmail: connection?.breakGlassEmail ?? '',
});

/**
 * The connection's fields. The client secret is never shown again: left empty it stays as it is,
 * a new connection needs one (the server says so).
 */
export function SsoConnectionForm({
  scope,
  connection,
}: {
  scope: SsoScope;
  connection: SsoConnection | null;
}) {
  const save = useSaveSsoSettings(scope);
  const form = useForm<FormValues>({
    initialValues: valuesOf(connection),
    validate: (values) => zodValidate(ssoConnectionBodySchema)(values satisfies SsoConnectionBody),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setValues(valuesOf(saved.connection));
        form.resetDirty();
        notifySuccess(connection ? 'Single sign-on is updated.' : 'Single sign-on is set up.');
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={640}>
        {save.isError && <ErrorNote error={save.error} title={SSO_MESSAGES.saveFailed} />}
        <TextInput
          label="Issuer URL"
          description="The provider's issuer, exactly as its discovery document names it."
          placeholder="https://login.microsoftonline.com/<tenant id>/v2.0"
          required
          {...form.getInputProps('issuerUrl')}
        />
        <TextInput label="Client ID" required autoComplete="off" {...form.getInputProps('clientId')} />
        <PasswordInput
          label="Client secret"
          required={!connection}
          autoComplete="new-password"
          description={
            connection
              ? `Saved, ending in ${connection.secretHint}. Leave empty to keep it.`
              : 'Kept sealed; never shown again.'
          }
          {...form.getInputProps('clientSecret')}
        />
        <TagsInput
          label="Allowed email domains"
          description="Admins with an address at these domains sign in here; each domain belongs to one connection. Press Enter after each."
          placeholder="contoso.com"
          required
          splitChars={[',', ' ', ';']}
          {...form.getInputProps('allowedDomains')}
        />
        <Switch
          label="SSO required"
          description="Password sign-in is turned off for the admins this connection signs in, but for the break-glass admin below. Provider staff always keep their password."
          {...form.getInputProps('ssoRequired', { type: 'checkbox' })}
        />
        <TextInput
          label="Break-glass admin (optional)"
          description="One of these admins keeps password sign-in (and their authenticator app) while SSO is required, for when the identity provider is down."
          placeholder="admin@contoso.com"
          type="email"
          {...form.getInputProps('breakGlassEmail')}
        />
        <Group justify="flex-end">
          <Text size="xs" c="dimmed" mr="auto">
            The issuer is checked (OpenID Connect discovery) when you save.
          </Text>
          <Button type="submit" loading={save.isPending}>
            {connection ? 'Save changes' : 'Set up single sign-on'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
