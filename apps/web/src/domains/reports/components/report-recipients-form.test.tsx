import {
  getOrganizationReportRecipients,
  reportPdf,
  reportPeriods,
  updateOrganizationReportRecipients,
} from '@baitwatch/contracts/reports/calls';
import { REPORT_MESSAGES } from '@baitwatch/contracts/reports/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReportDownload } from '../../../features/dashboard/components/report-download.tsx';
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

describe('the dashboard report download', () => {
  it('offers the newest ended period, marks the mailed ones, and downloads the chosen one', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const requests = stubApi([
      {
        call: reportPeriods.customers,
        params: { id: 4 },
        body: {
          periods: [
            {
              period: '2026-10',
              label: 'October 2026',
              kind: 'month',
              mailedAt: '2026-11-01T00:10:00.000Z',
              mailedTo: 2,
            },
            { period: '2026-09', label: 'September 2026', kind: 'month', mailedAt: null, mailedTo: 0 },
          ],
        },
      },
      { call: reportPdf.customers, params: { id: 4 }, body: {} },
    ]);
    renderInConsole(<ReportDownload scope={{ kind: 'customers', id: 4 }} />);
    const button = screen.getByRole('button', { name: 'Download report' });
    expect(button).toBeDisabled();
    expect(await screen.findByDisplayValue('October 2026 (mailed)')).toBeInTheDocument();
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(requests.some((r) => r.url.includes('/report?'))).toBe(true));
    expect(new URL(requests.find((r) => r.url.includes('/report?'))!.url).searchParams.get('period')).toBe(
      '2026-10',
    );
  });
});
