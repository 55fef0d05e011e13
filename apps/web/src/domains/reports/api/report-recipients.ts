import {
  getOrganizationReportRecipients,
  getTenantReportRecipients,
  updateOrganizationReportRecipients,
  updateTenantReportRecipients,
} from '@baitwatch/contracts/reports/calls';
import type { ReportRecipientsBody } from '@baitwatch/contracts/reports/report-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** Whose report: an organization's, or a tenant's roll-up. */
export type ReportOwner = { customerId: number } | { tenantId: number };

export const reportRecipientsQueryOptions = (owner: ReportOwner) =>
  queryOptions({
    queryKey: ['reports', 'recipients', owner] as const,
    queryFn: ({ signal }) =>
      'tenantId' in owner
        ? callApi(getTenantReportRecipients, { params: { tenantId: owner.tenantId }, signal })
        : callApi(getOrganizationReportRecipients, { params: { customerId: owner.customerId }, signal }),
  });

export const useReportRecipients = (owner: ReportOwner) => useQuery(reportRecipientsQueryOptions(owner));

export function useUpdateReportRecipients(owner: ReportOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportRecipientsBody) =>
      'tenantId' in owner
        ? callApi(updateTenantReportRecipients, { params: { tenantId: owner.tenantId }, body })
        : callApi(updateOrganizationReportRecipients, { params: { customerId: owner.customerId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(reportRecipientsQueryOptions(owner).queryKey, saved),
  });
}
