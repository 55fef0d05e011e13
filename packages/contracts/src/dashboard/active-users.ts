import { cardQuery, DASHBOARD_WINDOWS, daysDurationParam } from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/active-users?daysduration=30 (the spec does not give this
 * path): the Active Users card. Extension users seen in the window ("Active") and the others
 * ("Inactive"); total is every extension user of the scope.
 */
export const activeUsersQuerySchema = cardQuery({
  daysduration: daysDurationParam(DASHBOARD_WINDOWS.activeDays),
});
export const ACTIVE_LEGENDS = { active: 'Active', inactive: 'Inactive' } as const;
export { dashboardBreakdownSchema as activeUsersResponseSchema } from './dashboard-cards.ts';
