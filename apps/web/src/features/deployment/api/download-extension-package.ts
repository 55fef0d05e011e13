import {
  extensionPackageFileName,
  extensionPackagePath,
} from '@baitwatch/contracts/deployment/extension-package';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/download-csv.ts';

/** GET /v1/portal/customers/{id}/deployment/extension-package: the browser extension's zip, saved as a file. */
export function useDownloadExtensionPackage() {
  return useMutation({
    mutationFn: async (organization: { id: number; skin: string }) => {
      const file = await apiDownload(extensionPackagePath(organization.id));
      saveFile(file.blob, file.fileName ?? extensionPackageFileName(organization.skin));
    },
  });
}
