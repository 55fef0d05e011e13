import { downloadExtensionPackage } from '@baitwatch/contracts/deployment/calls';
import { extensionPackageFileName } from '@baitwatch/contracts/deployment/extension-package';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../lib/call-api.ts';
import { saveFile } from '../../../lib/download-csv.ts';

/** The browser extension's zip, saved as a file. */
export function useDownloadExtensionPackage() {
  return useMutation({
    mutationFn: async (organization: { id: number; skin: string }) => {
      const file = await downloadCall(downloadExtensionPackage, { params: { customerId: organization.id } });
      saveFile(file.blob, file.fileName ?? extensionPackageFileName(organization.skin));
    },
  });
}
