import { exportExtensionUsers } from '@baitwatch/contracts/licenses/calls';
import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { downloadForScope } from '../../../lib/org-scope-call.ts';
import type { LicenseScope } from '../model/license-scope.ts';

/** The users as a CSV download (all, or those not seen lately). */
export function useExportExtensionUsers(scope: LicenseScope) {
  return useMutation({
    mutationFn: async (notSeen: boolean) => {
      const { blob } = await downloadForScope(exportExtensionUsers, scope, {
        query: notSeen ? { notSeen: 'true' } : {},
      });
      downloadCsv(await blob.text(), 'extension-users');
    },
  });
}
