import { socOpenApiDocument } from '@baitwatch/contracts/enterprise-soc/calls';
import { addWebhookEndpoint, listWebhookEndpoints } from '@baitwatch/contracts/webhooks/calls';
import type { WebhookEndpoint } from '@baitwatch/contracts/webhooks/endpoint';
import { WEBHOOK_MESSAGES } from '@baitwatch/contracts/webhooks/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

const endpoint: WebhookEndpoint = {
  id: '5f0d3c7e-1111-4222-8333-444455556666',
  customerId: 12,
  tenantId: null,
  url: 'https://hooks.acme.example/soar',
  description: 'SOAR playbook',
  eventTypes: ['incident.created'],
  enabled: true,
  disabledReason: null,
  failingSince: '2026-11-29T06:00:00.000Z',
  secretHint: 'whsec_AbCd…',
  previousSecretUntil: null,
  created: '2026-11-20T12:00:00.000Z',
  lastDelivery: { at: '2026-11-29T06:00:00.000Z', statusCode: 500, succeeded: false },
};
const docs = { call: socOpenApiDocument, body: { tags: [], paths: {}, webhooks: {} } };

describe('the webhooks panel', () => {
  it('says there are none yet', async () => {
    stubApi([{ call: listWebhookEndpoints, body: { endpoints: [] } }, docs]);
    renderInConsole(<WebhooksPanel scope={{ customerId: 12 }} name="Acme" />);
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
  });

  it('lists an endpoint with its events, a failing state and its last delivery', async () => {
    stubApi([{ call: listWebhookEndpoints, body: { endpoints: [endpoint] } }, docs]);
    renderInConsole(<WebhooksPanel scope={{ customerId: 12 }} name="Acme" />);
    expect(await screen.findByText(endpoint.url)).toBeInTheDocument();
    expect(screen.getByText('Incident created')).toBeInTheDocument();
    expect(screen.getByText('Failing')).toBeInTheDocument();
    expect(screen.getByText(/: 500$/)).toBeInTheDocument();
  });

  it("refuses a form without an address with the server's message, then adds and shows the secret once", async () => {
    const requests = stubApi([
      { call: listWebhookEndpoints, body: { endpoints: [] } },
      docs,
      {
        call: addWebhookEndpoint,
        status: 201,
        body: { endpoint, secret: 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz012345' },
      },
    ]);
    renderInConsole(<WebhooksPanel scope={{ customerId: 12 }} name="Acme" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), { target: { value: endpoint.url } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.secretShownOnce)).toBeInTheDocument();
    expect(screen.getByText('whsec_AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBeInTheDocument();
    const post = await waitFor(() => {
      const found = requests.find((request) => request.method === 'POST');
      expect(found).toBeDefined();
      return found;
    });
    expect(await post?.json()).toEqual({
      url: endpoint.url,
      description: '',
      eventTypes: ['incident.created'],
      customerId: 12,
    });
  });
});
