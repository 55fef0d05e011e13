import type { RecoveryCodes, TotpEnrolment } from '@baitwatch/contracts/mfa/enrolment';
import { totpCodeBodySchema } from '@baitwatch/contracts/mfa/enrolment';
import { MFA_MESSAGES } from '@baitwatch/contracts/mfa/messages';
import { Box, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { CopyValue } from '../../../components/copy-value.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { notifySuccess } from '../../../components/notify.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useConfirmTotpEnrolment, useStartTotpEnrolment } from '../api/mfa.ts';
import { RecoveryCodesShown } from './recovery-codes-view.tsx';
import { TotpCodeField } from './totp-code-field.tsx';

const QR_SIZE = 184;

/** The otpauth address as a QR code, dark on white whatever the theme (cameras read it so). */
function QrCode({ uri }: { uri: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri, { border: 2, ecc: 'M' }))}`,
    [uri],
  );
  return (
    <Box bg="white" p={6} w={QR_SIZE} h={QR_SIZE} style={{ borderRadius: 8, flex: 'none' }}>
      <Image src={src} alt="QR code for your authenticator app" w="100%" h="100%" />
    </Box>
  );
}

function ScanStep({
  enrolment,
  onConfirmed,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (r: RecoveryCodes) => void;
}) {
  const confirm = useConfirmTotpEnrolment();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: zodValidate(totpCodeBodySchema),
  });
  const submit = form.onSubmit(({ code }) => confirm.mutate(code, { onSuccess: onConfirmed }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <QrCode uri={enrolment.uri} />
          <Stack gap="xs">
            <Text size="sm">
              1. Scan this code with an authenticator app (Microsoft Authenticator, Google Authenticator,
              1Password, Bitwarden…), or type the key in:
            </Text>
            <CopyValue value={enrolment.secret} label="setup key" />
            <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
          </Stack>
        </Group>
        {confirm.isError && <ErrorNote error={confirm.error} />}
        <TotpCodeField key={form.key('code')} {...form.getInputProps('code')} />
        <Group justify="flex-end">
          <Button type="submit" loading={confirm.isPending}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Setting up an authenticator app: a new secret as a QR code and as text, confirmed with a first code;
 * then the recovery codes, shown once. `onDone` once they are saved.
 */
export function TotpEnrolmentSteps({
  onDone,
  onConfirmed,
}: {
  onDone: () => void;
  onConfirmed?: () => void;
}) {
  const start = useStartTotpEnrolment();
  const [recovery, setRecovery] = useState<RecoveryCodes | null>(null);
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);
  const confirmed = (codes: RecoveryCodes) => {
    setRecovery(codes);
    notifySuccess(MFA_MESSAGES.enrolled);
    onConfirmed?.();
  };
  if (recovery) return <RecoveryCodesShown codes={recovery.recoveryCodes} onDone={onDone} />;
  if (start.isError) return <ErrorNote error={start.error} />;
  if (start.data) return <ScanStep enrolment={start.data} onConfirmed={confirmed} />;
  return (
    <Group justify="center" h={QR_SIZE + 120}>
      <Loader aria-label="Making a setup key" />
    </Group>
  );
}

/** The same in a dialog (Profile → Sign-in security). */
export function TotpEnrolmentModal({ onClose }: { onClose: () => void }) {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={confirmed ? 'Your recovery codes' : 'Set up an authenticator app'}
      size="lg"
      centered
    >
      <TotpEnrolmentSteps onDone={onClose} onConfirmed={() => setConfirmed(true)} />
    </Modal>
  );
}
