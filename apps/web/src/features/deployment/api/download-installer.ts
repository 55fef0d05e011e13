import { downloadInstaller } from '@baitwatch/contracts/deployment/calls';
import { installerFileName } from '@baitwatch/contracts/deployment/installer';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../lib/call-api.ts';
import { saveFile } from '../../../lib/download-csv.ts';

/** The organization's Windows installer, saved as a file. */
export function useDownloadInstaller() {
  return useMutation({
    mutationFn: async (organization: { id: number; orgCode: string | null; skin: string }) => {
      const file = await downloadCall(downloadInstaller, { params: { customerId: organization.id } });
      saveFile(file.blob, file.fileName ?? installerFileName(organization.skin, organization));
    },
  });
}
