import {
  SERVER_ADDRESS_MESSAGES,
  type ServerAddressResponse,
} from '@baitwatch/contracts/deployment/server-address';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * Says plainly when the deployment material made here cannot work beyond this machine: a loopback
 * public address (PUBLIC_URL unset) or placeholder extension ids. Nothing while all is well (or when
 * the answer failed: the downloads still work on this machine).
 */
export function ServerAddressNotice({ data }: { data: ServerAddressResponse | undefined }) {
  if (!data || (!data.loopback && !data.placeholderExtensionIds)) return null;
  return (
    <Stack gap="xs" mb="md">
      {data.loopback && (
        <Warning title="Local address" text={SERVER_ADDRESS_MESSAGES.loopback(data.serverUrl)} />
      )}
      {data.placeholderExtensionIds && (
        <Warning title="Placeholder extension ids" text={SERVER_ADDRESS_MESSAGES.placeholderIds} />
      )}
    </Stack>
  );
}

/** A yellow note whose title reads in the text colour (Mantine's yellow title is too pale on its fill). */
function Warning({ title, text }: { title: string; text: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={title}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {text}
    </Alert>
  );
}
