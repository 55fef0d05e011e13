import { fetchApiKey, generateApiKey } from '@baitwatch/contracts/api-keys/calls';
import { API_KEY_MESSAGES } from '@baitwatch/contracts/api-keys/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { CustomerKeyPanel } from './customer-key-panel.tsx';

const params = { customerId: 12 };

describe("an organization's API key panel", () => {
  it('says there is no key yet, and Generate needs an expiry date', async () => {
    stubApi([{ call: fetchApiKey, params, body: { apiKey: null, apiKeyExpiry: null } }]);
    renderInConsole(<CustomerKeyPanel customerId={12} name="Acme" />);
    expect(await screen.findByText(API_KEY_MESSAGES.noKey)).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeEnabled();
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '' } });
    expect(generate).toBeDisabled();
  });

  it('hides a key until asked, then shows it with its expiry', async () => {
    stubApi([{ call: fetchApiKey, params, body: { apiKey: 'k-123456', apiKeyExpiry: '2027-06-30' } }]);
    renderInConsole(<CustomerKeyPanel customerId={12} name="Acme" />);
    fireEvent.click(await screen.findByRole('button', { name: API_KEY_MESSAGES.showKey }));
    expect(screen.getByText('k-123456')).toBeInTheDocument();
    expect(screen.getByText('Expires on 2027-06-30')).toBeInTheDocument();
  });

  it('generates a key with the chosen expiry and shows it at once', async () => {
    const requests = stubApi([
      { call: fetchApiKey, params, body: { apiKey: null, apiKeyExpiry: null } },
      { call: generateApiKey, params, body: { newApiKey: 'k-new', newApiExpiryDate: '2027-01-31' } },
    ]);
    renderInConsole(<CustomerKeyPanel customerId={12} name="Acme" />);
    await screen.findByText(API_KEY_MESSAGES.noKey);
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('k-new')).toBeInTheDocument();
    const put = await waitFor(() => {
      const found = requests.find((request) => request.method === 'PUT');
      expect(found).toBeDefined();
      return found;
    });
    expect(await put?.json()).toEqual({ expiryDate: '2027-01-31' });
  });
});
