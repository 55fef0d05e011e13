import { tenantExportUsersQuerySchema } from '@baitwatch/contracts/licenses/export-extension-users';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { type LicenseScope, scopeCall } from '../model/license-scope.ts';

/** GET portal/{customers|tenants}/{id}/extension-users/export (ours): the users as a CSV download. */
export function useExportExtensionUsers(scope: LicenseScope) {
  const { path, query } = scopeCall(scope, 'portal', 'extension-users/export');
  return useMutation({
    mutationFn: async (notSeen: boolean) =>
      downloadCsv(
        await apiRequest(path, {
          schema: z.string(),
          querySchema: tenantExportUsersQuerySchema,
          query: { ...query, ...(notSeen ? { notSeen: 'true' } : {}) },
        }),
        'extension-users',
      ),
  });
}
