import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconLifebuoy } from '@tabler/icons-react';

/** Saves the codes as a text file, the way password managers and printers take them. */
function download(codes: readonly string[]) {
  const text = `Baitwatch recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'baitwatch-recovery-codes.txt',
  });
  link.click();
  URL.revokeObjectURL(url);
}

/** New recovery codes, shown this once: each signs in once when the authenticator app is lost. */
export function RecoveryCodesView({ codes }: { codes: readonly string[] }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" icon={<IconLifebuoy size={18} aria-hidden />}>
        {MFA_MESSAGES.recoveryCodesShownOnce}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center" py={4}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')} timeout={1500}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="xs"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy all'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          size="xs"
          onClick={() => download(codes)}
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          Download
        </Button>
      </Group>
    </Stack>
  );
}

/** The codes a change just made, in its dialog, until the admin says they saved them. */
export function RecoveryCodesShown({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <RecoveryCodesView codes={codes} />
      <Group justify="flex-end">
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
