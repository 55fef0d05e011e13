import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import type { CustomerDetails } from '@baitwatch/contracts/organizations/customer-details';
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandWindows, IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { CopyValue } from '../../../components/copy-value.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useDownloadGroupPolicyGuide } from '../api/download-group-policy-guide.ts';
import { useDownloadInstaller } from '../api/download-installer.ts';
import { RotateKeyButton } from './rotate-key-button.tsx';

/**
 * The Automatic tab (spec doc 1 §2, doc 2 §2): the Windows installer and the group-policy
 * instructions to download, the installer URL, license key, current skin and support e-mail for
 * deployment, and the Mac OSX note. Rotating the key is for the provider and the tenant's admins.
 */
export function AutomaticTab({ details, canRotate }: { details: CustomerDetails; canRotate: boolean }) {
  const installer = useDownloadInstaller();
  const guide = useDownloadGroupPolicyGuide();
  const file = { id: details.id, orgCode: details.orgCode, skin: details.skin };
  const downloadInstaller = () =>
    installer.mutate(file, {
      onSuccess: () => notifySuccess(DEPLOYMENT_MESSAGES.installerDownloaded),
      onError: (error) => notifyError(error, DEPLOYMENT_MESSAGES.couldNotDownloadInstaller),
    });
  const downloadGuide = () =>
    guide.mutate(file, {
      onSuccess: () => notifySuccess(DEPLOYMENT_MESSAGES.guideDownloaded),
      onError: (error) => notifyError(error, DEPLOYMENT_MESSAGES.couldNotDownloadGuide),
    });

  return (
    <Stack gap="lg" maw={860}>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <IconBrandWindows size={22} aria-hidden />
            <Title order={2} fz="h4">
              Windows
            </Title>
          </Group>
          <Text size="sm">
            A PowerShell installer made for {details.organizationName}. Run it as administrator or SYSTEM: by
            hand, as an Intune platform script, a Group Policy start-up script or from your RMM tool. It
            force-installs the {details.skin} extension in Chrome and Edge and hands it this organization's
            license key and server address, so the extension registers by itself.
          </Text>
          <Group gap="sm">
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={downloadInstaller}
              loading={installer.isPending}
            >
              Download Windows installer
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={downloadGuide}
              loading={guide.isPending}
            >
              Group policy instructions (PDF)
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p="lg" radius="md">
        <Title order={2} fz="h4" mb="sm">
          Deployment details
        </Title>
        <Table variant="vertical" layout="fixed" withRowBorders>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={200}>Installer URL</Table.Th>
              <Table.Td>
                {details.msiUrl ? (
                  <CopyValue value={details.msiUrl} label="installer URL" />
                ) : (
                  <Text c="dimmed">None</Text>
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>License key</Table.Th>
              <Table.Td>
                <Group justify="space-between" gap="sm">
                  <CopyValue value={details.licenseKey} label="license key" />
                  {canRotate && <RotateKeyButton customerId={details.id} />}
                </Group>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Current skin</Table.Th>
              <Table.Td>{details.skin}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Support e-mail (deployment)</Table.Th>
              <Table.Td>
                {details.supportEmailDeployment ? (
                  <Anchor href={`mailto:${details.supportEmailDeployment}`}>
                    {details.supportEmailDeployment}
                  </Anchor>
                ) : (
                  <Text c="dimmed">None</Text>
                )}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>

      <Alert variant="light" color="gray" icon={<IconBrandApple size={20} aria-hidden />} title="Mac OSX">
        {DEPLOYMENT_MESSAGES.macContactSupport(details.supportEmailDeployment ?? 'support')}
      </Alert>
    </Stack>
  );
}
