import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-error.ts';
import { postAllowedDomain } from '../../settings/api/allowed-domains.ts';

/** The host an allowed domain would name: the event's host without "www.", or null when it has none. */
export function allowableHost(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === '' ? null : host.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * After an event is marked a false positive: the action's message, and an offer to allow the page's
 * host for the organization, so the extension stops checking it (decision 0064). The offer is a
 * choice, not a consequence: a false positive on a shared host (a university's sign-in, a SaaS
 * tenant) may not mean every page there is safe.
 */
export function AllowHostOffer({
  message,
  customerId,
  url,
}: {
  message: string;
  customerId: number;
  url: string;
}) {
  const host = allowableHost(url);
  const allow = useMutation({
    mutationFn: () => postAllowedDomain({ customerId, body: { domain: host ?? '' } }),
  });
  return (
    <Stack gap="sm">
      <Text>{message}</Text>
      {host && (
        <Alert variant="light" color="blue" title={`Allow ${host}?`}>
          <Text size="sm" mb="sm">
            Add {host} and its subdomains to this organization's Allowed Domains: the extension no longer
            checks or reports sign-in pages there.
          </Text>
          {allow.isSuccess ? (
            <Text size="sm" fw={600} role="status">
              {host} is allowed for this organization.
            </Text>
          ) : (
            <Button size="xs" variant="light" loading={allow.isPending} onClick={() => allow.mutate()}>
              Allow {host}
            </Button>
          )}
          {allow.isError && (
            <Text size="sm" c="red" mt="xs" role="alert">
              {errorText(allow.error)}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
