import { cardQuery, DASHBOARD_WINDOWS, daysDurationParam } from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/extension-users?daysduration=7: the New users in last 7 days
 * card. Registrations per day (one legend, "New users"); total is the window's sum.
 */
export const extensionUsersQuerySchema = cardQuery({
  daysduration: daysDurationParam(DASHBOARD_WINDOWS.newUsersDays),
});
export { dashboardSeriesSchema as extensionUsersResponseSchema } from './dashboard-cards.ts';
