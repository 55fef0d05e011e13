import { listBlockedUrls, removeBlockedUrl } from '@baitwatch/contracts/settings/list-calls';
import { LIST_MESSAGES } from '@baitwatch/contracts/settings/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { BlockedUrlsTab } from './blocked-urls-tab.tsx';

const params = { id: 4 };
const phish = {
  id: 31,
  customerId: 4,
  displayName: 'Dana Admin',
  url: 'https://phish.example/login',
  created: '2026-11-20T09:30:00.000Z',
};

describe('the blocked URLs tab', () => {
  it('says the list is empty, with the count at 0 and no CSV buttons for a CustomerAdmin', async () => {
    stubApi([{ call: listBlockedUrls, params, body: { list: [] } }]);
    renderInConsole(<BlockedUrlsTab customerId={4} csv={false} />);
    expect(await screen.findByText(LIST_MESSAGES.noBlockedUrls)).toBeInTheDocument();
    expect(screen.getByText('Blocked URLs: 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and offers to try again', async () => {
    stubApi([{ call: listBlockedUrls, params, status: 500, body: { message: 'Internal Server Error' } }]);
    renderInConsole(<BlockedUrlsTab customerId={4} csv />);
    expect(await screen.findByText(LIST_MESSAGES.couldNotLoadUrls)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeEnabled();
  });

  it('removes a URL only after the confirmation', async () => {
    const requests = stubApi([
      { call: listBlockedUrls, params, body: { list: [phish] } },
      { call: removeBlockedUrl, params: { customerId: 4, id: 31 }, body: { message: 'URL deleted' } },
    ]);
    renderInConsole(<BlockedUrlsTab customerId={4} csv />);
    expect(await screen.findByText('Dana Admin')).toBeInTheDocument();
    expect(screen.getByText('Blocked URLs: 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Remove ${phish.url}` }));
    expect(await screen.findByText(LIST_MESSAGES.confirmDeleteUrl(phish.url))).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });
});
