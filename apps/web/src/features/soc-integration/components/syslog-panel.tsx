import { SYSLOG_FORMAT_LABELS } from '@baitwatch/contracts/syslog/constants';
import type { SyslogDestination, SyslogDestinationSettings } from '@baitwatch/contracts/syslog/destination';
import { SYSLOG_MESSAGES } from '@baitwatch/contracts/syslog/messages';
import { ActionIcon, Menu, Stack, Table, Text } from '@mantine/core';
import { IconDots, IconServer2 } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddSyslogDestination } from '../api/add-syslog-destination.ts';
import { useDeleteSyslogDestination } from '../api/delete-syslog-destination.ts';
import { useSyslogDestinations } from '../api/list-syslog-destinations.ts';
import { useSendTestSyslog } from '../api/send-test-syslog.ts';
import { useUpdateSyslogDestination } from '../api/update-syslog-destination.ts';
import { type PushScope, scopeWords } from '../model/push-scope.ts';
import { EventTypeBadges } from './event-type-badges.tsx';
import { PushPanelFrame } from './push-panel-frame.tsx';
import { PushState } from './push-state.tsx';
import { SyslogDestinationForm } from './syslog-destination-form.tsx';

type Open = { kind: 'add' } | { kind: 'edit'; destination: SyslogDestination } | null;

const addressOf = (d: SyslogDestination) => `${d.transport}://${d.host}:${d.port}`;
const settingsOf = (d: SyslogDestination) => ({
  host: d.host,
  port: d.port,
  transport: d.transport,
  format: d.format,
  caCertificate: d.caCertificate,
  description: d.description,
  eventTypes: d.eventTypes,
});

/** What was sent in the last day, what waits, and why the last send failed. */
function Sending({ destination }: { destination: SyslogDestination }) {
  return (
    <Stack gap={2}>
      <Text size="xs">
        {destination.sentToday.toLocaleString()} sent in 24 h
        {destination.waiting > 0 ? `, ${destination.waiting.toLocaleString()} waiting` : ''}
      </Text>
      {destination.lastError ? (
        <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
          {destination.lastError}
          {destination.nextTryAt ? ` (next try ${formatDateTime(destination.nextTryAt)})` : ''}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {destination.lastSentAt
            ? `Last sent ${formatDateTime(destination.lastSentAt)}`
            : 'Nothing sent yet'}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Syslog to the SIEM (issue 27): the scope's destinations with their format, state and sending; add,
 * edit, enable or disable, send a test message, remove.
 */
export function SyslogPanel({ scope, name }: { scope: PushScope; name: string }) {
  const destinations = useSyslogDestinations(scope);
  const add = useAddSyslogDestination(scope);
  const update = useUpdateSyslogDestination();
  const remove = useDeleteSyslogDestination();
  const test = useSendTestSyslog();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    add.reset();
    update.reset();
    setOpen(null);
  };

  const onAdd = (settings: SyslogDestinationSettings) =>
    add.mutate(settings, {
      onSuccess: () => {
        notifySuccess('The destination is added.');
        close();
      },
    });
  const onEdit = (destination: SyslogDestination) => (settings: SyslogDestinationSettings) =>
    update.mutate(
      { destinationId: destination.id, body: { ...settings, enabled: destination.enabled } },
      {
        onSuccess: () => {
          notifySuccess('The destination is saved.');
          close();
        },
      },
    );
  const onToggle = (destination: SyslogDestination) =>
    update.mutate(
      { destinationId: destination.id, body: { ...settingsOf(destination), enabled: !destination.enabled } },
      { onError: (error) => notifyError(error, SYSLOG_MESSAGES.saveFailed) },
    );
  const onTest = (destination: SyslogDestination) =>
    test.mutate(destination.id, {
      onSuccess: () => notifySuccess('A test message is on its way.'),
      onError: (error) => notifyError(error, 'Could not send the test message!'),
    });
  const onRemove = async (destination: SyslogDestination) => {
    const waiting =
      destination.waiting > 0 ? ` Its ${destination.waiting} waiting messages are dropped.` : '';
    const sure = await confirmAction({
      message: `Remove the syslog destination ${addressOf(destination)}?${waiting}`,
      danger: true,
    });
    if (sure)
      remove.mutate(destination.id, {
        onSuccess: () => notifySuccess('The destination is removed.'),
        onError: (error) => notifyError(error, 'Could not remove the destination!'),
      });
  };

  return (
    <PushPanelFrame
      testId="syslog"
      icon={(size) => <IconServer2 size={size} stroke={1.5} aria-hidden />}
      title="Syslog"
      addLabel="Add destination"
      onAdd={() => setOpen({ kind: 'add' })}
      description={
        <>
          Baitwatch streams {scopeWords(scope, name)} to your SIEM's syslog collector over TCP or TLS, as RFC
          5424, CEF or JSON lines. While the collector is away they wait here and go, in order, once it is
          back.
        </>
      }
      query={destinations}
      fetchFailed={SYSLOG_MESSAGES.fetchFailed}
      items={(data) => data.destinations}
      empty={{
        title: 'No syslog destinations yet',
        description: "Add your SIEM's collector to stream incidents into the place your SOC already watches.",
      }}
      minWidth={760}
      head={
        <>
          <Table.Th>Destination</Table.Th>
          <Table.Th>Events</Table.Th>
          <Table.Th w={112}>State</Table.Th>
          <Table.Th>Sending</Table.Th>
          <Table.Th aria-label="Actions" />
        </>
      }
      rows={(data) =>
        data.destinations.map((destination) => (
          <Table.Tr key={destination.id}>
            <Table.Td maw={300}>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {addressOf(destination)}
              </Text>
              <Text size="xs" c="dimmed">
                {SYSLOG_FORMAT_LABELS[destination.format]}
                {destination.caCertificate ? ', own CA' : ''}
              </Text>
              {destination.description && (
                <Text size="xs" c="dimmed">
                  {destination.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <EventTypeBadges types={destination.eventTypes} />
            </Table.Td>
            <Table.Td>
              <PushState enabled={destination.enabled} failingSince={destination.failingSince} />
            </Table.Td>
            <Table.Td maw={240}>
              <Sending destination={destination} />
            </Table.Td>
            <Table.Td>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={`Actions for ${addressOf(destination)}`}>
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item disabled={!destination.enabled} onClick={() => onTest(destination)}>
                    Send test message
                  </Menu.Item>
                  <Menu.Item onClick={() => setOpen({ kind: 'edit', destination })}>Edit</Menu.Item>
                  <Menu.Item onClick={() => onToggle(destination)}>
                    {destination.enabled ? 'Disable' : 'Enable'}
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => onRemove(destination)}>
                    Remove
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Table.Td>
          </Table.Tr>
        ))
      }
    >
      {open?.kind === 'add' && (
        <SyslogDestinationForm
          title="Add a syslog destination"
          submitLabel="Add destination"
          pending={add.isPending}
          error={add.error}
          onSubmit={onAdd}
          onClose={close}
        />
      )}
      {open?.kind === 'edit' && (
        <SyslogDestinationForm
          title="Edit the syslog destination"
          submitLabel="Save"
          initial={settingsOf(open.destination)}
          pending={update.isPending}
          error={update.error}
          onSubmit={onEdit(open.destination)}
          onClose={close}
        />
      )}
    </PushPanelFrame>
  );
}
