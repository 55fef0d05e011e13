import { z } from 'zod';
import { wholeNumberParam } from '../common/ids.ts';
import { cardQuery, DASHBOARD_MESSAGES } from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/all-extension-users?offset=0&pageSize=1: the Total User
 * Registration card. The newest extension users of the scope, a page at a time, and how many there are.
 */
export const allExtensionUsersQuerySchema = cardQuery({
  offset: wholeNumberParam(0, 10_000, DASHBOARD_MESSAGES.invalidPaging).default(0),
  pageSize: wholeNumberParam(1, 100, DASHBOARD_MESSAGES.invalidPaging).default(1),
});

export const dashboardExtensionUserSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  created: z.string(),
});

export const allExtensionUsersResponseSchema = z.object({
  records: z.array(dashboardExtensionUserSchema),
  totalRecordsCount: z.number().int(),
});
export type AllExtensionUsersResponse = z.infer<typeof allExtensionUsersResponseSchema>;
