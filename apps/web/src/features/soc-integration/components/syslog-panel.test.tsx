import { addSyslogDestination, listSyslogDestinations } from '@baitwatch/contracts/syslog/calls';
import type { SyslogDestination } from '@baitwatch/contracts/syslog/destination';
import { SYSLOG_MESSAGES } from '@baitwatch/contracts/syslog/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { SyslogPanel } from './syslog-panel.tsx';

const destination: SyslogDestination = {
  id: '5f0d3c7e-1111-4222-8333-444455556666',
  customerId: 12,
  tenantId: null,
  host: 'siem.acme.example',
  port: 6514,
  transport: 'tls',
  format: 'cef',
  caCertificate: '',
  description: 'Sentinel collector',
  eventTypes: ['incident.created'],
  enabled: true,
  created: '2026-11-20T12:00:00.000Z',
  waiting: 12,
  sentToday: 340,
  lastSentAt: '2026-11-29T05:00:00.000Z',
  failingSince: '2026-11-29T06:00:00.000Z',
  lastError: 'connect ECONNREFUSED 203.0.113.7:6514',
  nextTryAt: '2026-11-29T06:05:00.000Z',
};

describe('the syslog panel', () => {
  it('says there are none yet', async () => {
    stubApi([{ call: listSyslogDestinations, body: { destinations: [] } }]);
    renderInConsole(<SyslogPanel scope={{ customerId: 12 }} name="Acme" />);
    expect(await screen.findByText('No syslog destinations yet')).toBeInTheDocument();
  });

  it('lists a failing destination with what waits and why', async () => {
    stubApi([{ call: listSyslogDestinations, body: { destinations: [destination] } }]);
    renderInConsole(<SyslogPanel scope={{ customerId: 12 }} name="Acme" />);
    expect(await screen.findByText('tls://siem.acme.example:6514')).toBeInTheDocument();
    expect(screen.getByText('CEF')).toBeInTheDocument();
    expect(screen.getByText('Failing')).toBeInTheDocument();
    expect(screen.getByText('340 sent in 24 h, 12 waiting')).toBeInTheDocument();
    expect(screen.getByText(/ECONNREFUSED/)).toBeInTheDocument();
  });

  it("refuses a form without a host with the catalogue's message, then adds a TCP destination without a CA", async () => {
    const requests = stubApi([
      { call: listSyslogDestinations, body: { destinations: [] } },
      { call: addSyslogDestination, status: 201, body: destination },
    ]);
    renderInConsole(<SyslogPanel scope={{ customerId: 12 }} name="Acme" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add destination' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    expect(await within(dialog).findByText(SYSLOG_MESSAGES.hostRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Host/), { target: { value: 'siem.acme.example' } });
    fireEvent.change(within(dialog).getByLabelText(/CA certificate/), { target: { value: 'left over' } });
    fireEvent.click(within(dialog).getByText('TCP'));
    expect(within(dialog).queryByLabelText(/CA certificate/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    const post = await waitFor(() => {
      const found = requests.find((request) => request.method === 'POST');
      expect(found).toBeDefined();
      return found;
    });
    expect(await post?.json()).toEqual({
      host: 'siem.acme.example',
      port: 6514,
      transport: 'tcp',
      format: 'rfc5424',
      caCertificate: '',
      description: '',
      eventTypes: ['incident.created', 'incident.status_changed'],
      customerId: 12,
    });
  });
});
