// Proves the feed's results with no rows (empty state, 0 events), on failure, and on "Invalid customer id".
import { callPath } from '@baitwatch/contracts/common/call';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { listFeedBrands, listIncidents } from '@baitwatch/contracts/events/calls';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllFilters } from '../../../lib/filters-store.ts';
import { type StubbedAnswer, stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { testSession, withSession } from '../../../test/session.tsx';
import { IncidentFeed } from './incident-feed.tsx';

const params = { id: 4 };
const brands: StubbedAnswer = { call: listFeedBrands.customers, params, body: { brands: [] } };

/** The provider's feed of organization 4 (a provider has no welcome popup and keeps the list view). */
function drawFeed() {
  renderInConsole(
    withSession(testSession(PROVIDER_ROLE), <IncidentFeed scope={{ kind: 'customers', id: 4 }} />),
  );
}

// The feed keeps its filters and view in a store outside the page: each test starts from the defaults.
beforeEach(() => resetAllFilters());

describe("the incident feed's results", () => {
  it('says there are no records, counts 0 events and offers no next page', async () => {
    const requests = stubApi([
      brands,
      {
        call: listIncidents.customers,
        params,
        body: { records: [], totalRecordCount: 0, totalRecordCountCapped: false },
      },
    ]);
    drawFeed();
    expect(await screen.findByText(EVENT_MESSAGES.noRecordsFound)).toBeInTheDocument();
    expect(screen.getByText('Events: 0')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Threat feed pages' });
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    const feedPath = callPath(listIncidents.customers, params);
    expect(requests.some((request) => new URL(request.url).pathname === feedPath)).toBe(true);
  });

  it("shows the spec's server error with Try again, and no empty state or pager, when the feed fails", async () => {
    stubApi([
      brands,
      {
        call: listIncidents.customers,
        params,
        status: 500,
        body: { message: 'Internal Server Error', errors: [] },
      },
    ]);
    drawFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EVENT_MESSAGES.failedToLoadEvents);
    expect(alert).toHaveTextContent(EVENT_MESSAGES.serverError);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByText(EVENT_MESSAGES.noRecordsFound)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Threat feed pages' })).not.toBeInTheDocument();
  });

  it('treats "Invalid customer id" as an empty feed, as the spec says', async () => {
    stubApi([
      brands,
      {
        call: listIncidents.customers,
        params,
        status: 400,
        body: { message: 'Bad Request', errors: [{ code: 'BAD_REQUEST', desc: MESSAGES.invalidCustomerId }] },
      },
    ]);
    drawFeed();
    expect(await screen.findByText(EVENT_MESSAGES.noRecordsFound)).toBeInTheDocument();
    expect(screen.getByText('Events: 0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Drawn as any empty feed: the pager stays, with no next page.
    const pager = screen.getByRole('navigation', { name: 'Threat feed pages' });
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
