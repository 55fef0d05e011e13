import { downloadGroupPolicyGuide } from '@baitwatch/contracts/deployment/calls';
import { groupPolicyGuideFileName } from '@baitwatch/contracts/deployment/group-policy-guide';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../lib/call-api.ts';
import { saveFile } from '../../../lib/download-csv.ts';

/** The group-policy instructions PDF, saved as a file. */
export function useDownloadGroupPolicyGuide() {
  return useMutation({
    mutationFn: async (organization: { id: number; orgCode: string | null; skin: string }) => {
      const file = await downloadCall(downloadGroupPolicyGuide, { params: { customerId: organization.id } });
      saveFile(file.blob, file.fileName ?? groupPolicyGuideFileName(organization.skin, organization));
    },
  });
}
