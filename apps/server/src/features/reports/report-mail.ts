import { REPORT_CONTENT_TYPE } from '@baitwatch/contracts/reports/constants';
import { periodLabel, type ReportPeriod } from '@baitwatch/contracts/reports/report-period';
import type { OutgoingMail } from '../../mail/outbox.repository.ts';
import type { ReportFile } from './report-document.ts';
import type { ReportScope } from './report-scope.ts';

/** One recipient's mail of a scheduled report, the PDF attached. */
export function reportMail(input: {
  to: string;
  publicUrl: string;
  scope: ReportScope;
  period: ReportPeriod;
  file: ReportFile;
}): OutgoingMail {
  const { file, period } = input;
  const kind = period.kind === 'month' ? 'monthly' : 'weekly';
  const base = input.publicUrl.replace(/\/$/, '');
  const dashboard =
    'tenantId' in input.scope
      ? `${base}/tenants/${input.scope.tenantId}/dashboard`
      : `${base}/customers/${input.scope.customerId}/dashboard`;
  const text = [
    'Hello,',
    '',
    `The ${file.brandName} ${kind} report of ${file.scopeName} for ${periodLabel(period)} is attached (PDF).`,
    `Reports of earlier periods are on the dashboard: ${dashboard}`,
    '',
    'You receive this report because an admin chose you as one of its recipients in the settings.',
    '',
    file.brandName,
  ].join('\n');
  return {
    to: input.to,
    subject: `${file.brandName} ${kind} report: ${file.scopeName}, ${periodLabel(period)}`,
    text,
    attachments: [{ fileName: file.fileName, contentType: REPORT_CONTENT_TYPE, content: file.body }],
  };
}
