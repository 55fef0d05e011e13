import {
  groupPolicyGuideFileName,
  groupPolicyGuidePath,
} from '@baitwatch/contracts/deployment/group-policy-guide';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/download-csv.ts';

/** GET /v1/portal/customers/{id}/deployment/group-policy-guide: the group-policy instructions PDF, saved as a file. */
export function useDownloadGroupPolicyGuide() {
  return useMutation({
    mutationFn: async (organization: { id: number; orgCode: string | null; skin: string }) => {
      const file = await apiDownload(groupPolicyGuidePath(organization.id));
      saveFile(file.blob, file.fileName ?? groupPolicyGuideFileName(organization.skin, organization));
    },
  });
}
