import { PASSKEY_MESSAGES } from '@baitwatch/contracts/passkeys/messages';
import type { Passkey } from '@baitwatch/contracts/passkeys/passkey';
import { ActionIcon, Button, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconFingerprint, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys.ts';
import { PasskeyNameModal } from './passkey-name-modal.tsx';
import { RecoveryCodesShown } from './recovery-codes-view.tsx';
import { RemovePasskeyModal } from './remove-passkey-modal.tsx';

type Open = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey } | null;

/**
 * Profile → Sign-in security → Passkeys: the admin's passkeys (name, when added, when last used), one
 * more added under a name, renamed, or removed with a fresh factor. A first passkey of an admin without
 * an authenticator app shows its recovery codes once.
 */
export function PasskeysSection({ hasAuthenticatorApp }: { hasAuthenticatorApp: boolean }) {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    for (const mutation of [add, rename, remove]) mutation.reset();
    setOpen(null);
  };
  const done = (message: string) => () => {
    notifySuccess(message);
    close();
  };

  return (
    <Stack gap="xs" data-testid="passkeys">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Passkeys
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFingerprint size={14} aria-hidden />}
          onClick={() => setOpen({ kind: 'add' })}
        >
          Add a passkey
        </Button>
      </Group>
      {!passkeys.isSuccess ? (
        <QueryFallback query={passkeys} title={PASSKEY_MESSAGES.couldNotLoad} height={48} />
      ) : passkeys.data.passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sign in with your fingerprint, face or security key instead of a code, and without a password.
          Passkeys work only on this site, so a phishing page cannot use them.
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm" style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th w={72}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passkeys.data.passkeys.map((passkey) => (
              <Table.Tr key={passkey.id}>
                <Table.Td
                  maw={180}
                  style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
                  title={passkey.name}
                >
                  {passkey.name}
                </Table.Td>
                {/* Dates only, to keep a row on one line in the panel; the time is in the tooltip. */}
                <Table.Td title={formatDateTime(passkey.created)}>{formatDate(passkey.created)}</Table.Td>
                <Table.Td title={passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : undefined}>
                  {passkey.lastUsedAt ? formatDate(passkey.lastUsedAt) : 'Never'}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Rename">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Rename ${passkey.name}`}
                        onClick={() => setOpen({ kind: 'rename', passkey })}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${passkey.name}`}
                        onClick={() => setOpen({ kind: 'remove', passkey })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {open?.kind === 'add' && (
        <PasskeyNameModal
          title="Add a passkey"
          explanation="Name it after the device or key it lives on; your browser then asks you to create it."
          submitLabel="Create passkey"
          mutation={add}
          onSubmit={(name) =>
            add.mutate(name, {
              onSuccess: ({ recoveryCodes }) => {
                if (!recoveryCodes) done(PASSKEY_MESSAGES.added)();
              },
            })
          }
          onClose={close}
        >
          {add.data?.recoveryCodes && <RecoveryCodesShown codes={add.data.recoveryCodes} onDone={close} />}
        </PasskeyNameModal>
      )}
      {open?.kind === 'rename' && (
        <PasskeyNameModal
          title="Rename the passkey"
          explanation="The name only helps you tell your passkeys apart."
          submitLabel="Save"
          initialName={open.passkey.name}
          mutation={rename}
          onSubmit={(name) =>
            rename.mutate({ id: open.passkey.id, name }, { onSuccess: done(PASSKEY_MESSAGES.renamed) })
          }
          onClose={close}
        />
      )}
      {open?.kind === 'remove' && (
        <RemovePasskeyModal
          name={open.passkey.name}
          withCode={hasAuthenticatorApp}
          mutation={remove}
          onConfirm={(code) =>
            remove.mutate(
              { id: open.passkey.id, ...(code ? { code } : {}) },
              { onSuccess: done(PASSKEY_MESSAGES.removed) },
            )
          }
          onClose={close}
        />
      )}
    </Stack>
  );
}
