import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import type { CustomerDetails } from '@baitwatch/contracts/organizations/customer-details';
import { Button, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useDownloadExtensionPackage } from '../api/download-extension-package.ts';

/**
 * The browser extension itself (decision 0052), as a zip: for a pilot before the store listing, or to try
 * it against this server. Loading it unpacked takes three steps, listed here and in the README.
 */
export function ExtensionPackage({ details }: { details: CustomerDetails }) {
  const download = useDownloadExtensionPackage();
  const onDownload = () =>
    download.mutate(
      { id: details.id, skin: details.skin },
      {
        onSuccess: () => notifySuccess(DEPLOYMENT_MESSAGES.extensionDownloaded),
        onError: (error) => notifyError(error, DEPLOYMENT_MESSAGES.couldNotDownloadExtension),
      },
    );
  return (
    <Paper withBorder p="lg" radius="md" maw={860}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Browser extension package
        </Title>
        <Text size="sm">
          The {details.skin} extension for Chrome and Edge as a zip. Unzip it, open{' '}
          <Code>chrome://extensions</Code> (or <Code>edge://extensions</Code>), switch on Developer mode,
          choose Load unpacked and pick the unzipped folder. Its settings page opens: enter this server's
          address and register with the steps below.
        </Text>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onDownload}
          loading={download.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Download extension (zip)
        </Button>
      </Stack>
    </Paper>
  );
}
