import { installerFileName, installerPath } from '@baitwatch/contracts/deployment/installer';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/download-csv.ts';

/** GET /v1/portal/customers/{id}/deployment/installer: the organization's Windows installer, saved as a file. */
export function useDownloadInstaller() {
  return useMutation({
    mutationFn: async (organization: { id: number; orgCode: string | null; skin: string }) => {
      const file = await apiDownload(installerPath(organization.id));
      saveFile(file.blob, file.fileName ?? installerFileName(organization.skin, organization));
    },
  });
}
