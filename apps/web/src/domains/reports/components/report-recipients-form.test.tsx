import {
  getOrganizationReportRecipients,
  updateOrganizationReportRecipients,
} from '@baitwatch/contracts/reports/calls';
import { REPORT_MESSAGES } from '@baitwatch/contracts/reports/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { ReportRecipientsPanel } from './report-recipients-form.tsx';

const settings = {
  recipients: [],
  weekly: false,
  candidates: [
    { email: 'dana@contoso.test', name: 'Dana Admin', role: 'CustomerAdmin' },
    { email: 'mo@msp.test', name: 'Mo Tenant', role: 'TenantAdmin' },
  ],
};

describe('the report recipients setting', () => {
  it('saves the chosen admins and the weekly choice', async () => {
    const requests = stubApi([
      { call: getOrganizationReportRecipients, params: { customerId: 4 }, body: settings },
      {
        call: updateOrganizationReportRecipients,
        params: { customerId: 4 },
        body: { ...settings, recipients: ['dana@contoso.test'], weekly: true },
      },
    ]);
    renderInConsole(<ReportRecipientsPanel owner={{ customerId: 4 }} />);
    const field = await screen.findByPlaceholderText('Nobody: no report is mailed');
    fireEvent.change(field, { target: { value: 'Dana' } });
    fireEvent.click(await screen.findByText('Dana Admin <dana@contoso.test>'));
    fireEvent.click(screen.getByRole('switch', { name: /weekly report/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save recipients' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(await put?.json()).toEqual({ recipients: ['dana@contoso.test'], weekly: true });
  });

  it('says when the setting could not be loaded', async () => {
    stubApi([{ call: getOrganizationReportRecipients, params: { customerId: 4 }, status: 500, body: {} }]);
    renderInConsole(<ReportRecipientsPanel owner={{ customerId: 4 }} />);
    expect(await screen.findByText(REPORT_MESSAGES.fetchFailed)).toBeInTheDocument();
  });
});
