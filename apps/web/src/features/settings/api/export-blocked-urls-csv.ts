import { exportBlockedUrlsCsv } from '@baitwatch/contracts/settings/list-calls';
import { downloadCall } from '../../../lib/call-api.ts';

/** The organization's blocked URLs as CSV text (decision 0035). */
export async function fetchBlockedUrlsCsv(customerId: number) {
  const { blob } = await downloadCall(exportBlockedUrlsCsv, { params: { id: customerId } });
  return blob.text();
}
