import { List, Text } from '@mantine/core';

/**
 * What to register on the identity provider's side, for the three most asked for. Each is a standard
 * OpenID Connect provider: a web application with a client secret, the redirect URI, the scopes
 * openid, email and profile.
 */
export function ProviderInstructions() {
  return (
    <List size="sm" spacing={6}>
      <List.Item>
        <Text span fw={600} size="sm">
          Microsoft Entra ID:
        </Text>{' '}
        App registrations → New registration, platform Web with the redirect URI; a client secret under
        Certificates & secrets. Issuer: <code>https://login.microsoftonline.com/&lt;tenant id&gt;/v2.0</code>.
      </List.Item>
      <List.Item>
        <Text span fw={600} size="sm">
          Google Workspace:
        </Text>{' '}
        Google Cloud console → Credentials → OAuth client ID, type Web application, the redirect URI as an
        authorized redirect URI. Issuer: <code>https://accounts.google.com</code>.
      </List.Item>
      <List.Item>
        <Text span fw={600} size="sm">
          Okta:
        </Text>{' '}
        Applications → Create App Integration, OIDC, Web Application, the redirect URI as a sign-in redirect
        URI. Issuer: <code>https://&lt;your domain&gt;.okta.com</code> (or your authorization server's).
      </List.Item>
    </List>
  );
}
