import {
  SYSLOG_DEFAULT_PORT,
  SYSLOG_FORMAT_LABELS,
  SYSLOG_FORMATS,
  SYSLOG_TRANSPORT_LABELS,
  SYSLOG_TRANSPORTS,
} from '@baitwatch/contracts/syslog/constants';
import {
  type SyslogDestinationSettings,
  syslogDestinationSettingsSchema,
} from '@baitwatch/contracts/syslog/destination';
import {
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorNote } from '../../../components/error-note.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { EventTypesField } from './event-types-field.tsx';

const validate = zodValidate(syslogDestinationSettingsSchema);

type Settings = Required<Pick<SyslogDestinationSettings, 'caCertificate' | 'description'>> &
  SyslogDestinationSettings;

const EMPTY: Settings = {
  host: '',
  port: SYSLOG_DEFAULT_PORT,
  transport: 'tls',
  format: 'rfc5424',
  caCertificate: '',
  description: '',
  eventTypes: ['incident.created', 'incident.status_changed'],
};

interface SyslogDestinationFormProps {
  title: string;
  submitLabel: string;
  initial?: Settings;
  pending: boolean;
  error: Error | null;
  onSubmit: (settings: SyslogDestinationSettings) => void;
  onClose: () => void;
}

/**
 * Adds or edits a syslog destination: host and port, TCP or TLS (with the CA that signed the
 * receiver's certificate, when it is not one the system trusts), the format, the event types.
 */
export function SyslogDestinationForm({
  title,
  submitLabel,
  initial,
  pending,
  error,
  onSubmit,
  onClose,
}: SyslogDestinationFormProps) {
  const form = useForm<Settings>({ initialValues: initial ?? EMPTY, validate });
  const tls = form.values.transport === 'tls';
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <Group align="flex-start" grow preventGrowOverflow={false}>
            <TextInput
              label="Host"
              placeholder="siem.example.com"
              required
              data-autofocus
              style={{ flex: 3 }}
              {...form.getInputProps('host')}
            />
            <NumberInput
              label="Port"
              required
              min={1}
              max={65_535}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              style={{ flex: 1 }}
              {...form.getInputProps('port')}
            />
          </Group>
          <Input.Wrapper label="Transport" description="TLS (RFC 5425) keeps the events private on the way">
            <SegmentedControl
              mt={4}
              fullWidth
              data={SYSLOG_TRANSPORTS.map((value) => ({ value, label: SYSLOG_TRANSPORT_LABELS[value] }))}
              {...form.getInputProps('transport')}
              onChange={(value) => {
                form.setFieldValue('transport', value as Settings['transport']);
                if (value === 'tcp') form.setFieldValue('caCertificate', '');
              }}
            />
          </Input.Wrapper>
          {tls && (
            <Textarea
              label="CA certificate"
              description="The authority that signed the receiver's certificate, as PEM. Leave empty when a public authority signed it."
              placeholder="-----BEGIN CERTIFICATE-----"
              rows={3}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
              {...form.getInputProps('caCertificate')}
            />
          )}
          <Select
            label="Format"
            required
            allowDeselect={false}
            data={SYSLOG_FORMATS.map((value) => ({ value, label: SYSLOG_FORMAT_LABELS[value] }))}
            {...form.getInputProps('format')}
          />
          <Textarea
            label="Description"
            placeholder="What listens here: the SIEM's collector, a log shipper"
            rows={2}
            {...form.getInputProps('description')}
          />
          <EventTypesField {...form.getInputProps('eventTypes')} />
          {error && <ErrorNote error={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
