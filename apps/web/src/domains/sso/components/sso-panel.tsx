import type { SsoSettings } from '@baitwatch/contracts/sso/connection';
import { SSO_MESSAGES } from '@baitwatch/contracts/sso/messages';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm.tsx';
import { CopyValue } from '../../../components/copy-value.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSsoSettings } from '../api/get-sso-settings.ts';
import { useRemoveSsoSettings } from '../api/remove-sso-settings.ts';
import type { SsoScope } from '../model/sso-scope.ts';
import { ProviderInstructions } from './provider-instructions.tsx';
import { SsoConnectionForm } from './sso-connection-form.tsx';

/** The Single Sign-On tab of the MSP Center (a tenant's) and of an organization's Settings. */
export function SsoPanel({ scope }: { scope: SsoScope }) {
  const query = useSsoSettings(scope);
  if (!query.isSuccess)
    return <QueryFallback query={query} title={SSO_MESSAGES.couldNotLoad} height={720} maw={760} />;
  return <SsoSettingsView scope={scope} settings={query.data} />;
}

function SsoSettingsView({ scope, settings }: { scope: SsoScope; settings: SsoSettings }) {
  const remove = useRemoveSsoSettings(scope);
  const { connection } = settings;
  const removeConnection = async () => {
    const sure = await confirmAction({
      message: 'Remove single sign-on? Admins will sign in with their passwords again.',
      danger: true,
    });
    if (sure)
      remove.mutate(undefined, {
        onSuccess: () => notifySuccess(SSO_MESSAGES.removed),
        onError: (e) => notifyError(e),
      });
  };
  return (
    <Stack gap="md" maw={760}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={4}>Single sign-on (OpenID Connect)</Title>
          <Text size="sm" c="dimmed">
            Admins sign in with your own identity provider: Microsoft Entra ID, Google Workspace, Okta or any
            OpenID Connect provider. Only admins invited here are signed in, with the role they have here; the
            provider's sign-in (and its own multi-factor authentication) stands for the password and the
            authenticator app.
          </Text>
          <Text size="sm" fw={600} mt="xs">
            Register this redirect URI at your provider
          </Text>
          <CopyValue value={settings.redirectUri} label="redirect URI" />
          <ProviderInstructions />
        </Stack>
      </Paper>
      {!connection && (
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="sso-empty">
          {settings.inheritedFromTenant
            ? "No connection of this organization's own: its admins sign in through its MSP's single sign-on. Set one up here to use your own provider instead."
            : 'No single sign-on is set up: admins sign in with their passwords.'}
        </Alert>
      )}
      {connection && (
        <Group gap="xs" data-testid="sso-status">
          <Text size="sm">
            Connected to <code>{connection.issuerUrl}</code>
            {connection.lastSignInAt
              ? `; last sign-in ${formatDateTime(connection.lastSignInAt)}.`
              : '; nobody has signed in through it yet.'}
          </Text>
        </Group>
      )}
      <Paper withBorder p="md" radius="md">
        <SsoConnectionForm scope={scope} connection={connection} key={connection?.updated ?? 'new'} />
      </Paper>
      {connection && (
        <Group justify="flex-start">
          <Button variant="default" color="red" onClick={removeConnection} loading={remove.isPending}>
            Remove single sign-on
          </Button>
        </Group>
      )}
    </Stack>
  );
}
