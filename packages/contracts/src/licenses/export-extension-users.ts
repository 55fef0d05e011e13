import { z } from 'zod';
import { tenantScopeQuery } from '../events/org-scope.ts';
import { booleanParam } from '../events/query-params.ts';

/**
 * GET /v1/portal/{customers|tenants}/{id}/extension-users/export (ours): the users as CSV, newest
 * first, at most EXTENSION_USERS_EXPORT_MAX_ROWS; notSeen=true as in the list.
 */
const exportQuery = { notSeen: booleanParam.default(false) };
export const customerExportUsersQuerySchema = z.object(exportQuery);
export const tenantExportUsersQuerySchema = z.object({ ...exportQuery, ...tenantScopeQuery });

export const EXTENSION_USERS_CSV_HEADER = [
  'User',
  'Email',
  'OS User Id',
  'Computer Name',
  'OS UUID',
  'Organization Id',
  'Status',
  'Created At',
  'Last Seen',
  'Not Seen For 30 Days',
] as const;
