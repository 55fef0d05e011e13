import { reportPdf, reportPeriods } from '@baitwatch/contracts/reports/calls';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { ReportDownload } from './report-download.tsx';

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
