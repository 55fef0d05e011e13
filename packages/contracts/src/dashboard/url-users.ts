import { wholeNumberParam } from '../common/ids.ts';
import {
  cardQuery,
  DASHBOARD_MAX_TOP,
  DASHBOARD_MESSAGES,
  DASHBOARD_WINDOWS,
  daysDurationParam,
} from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/url-users?daysduration=30&topvisitors=10: the Most common
 * threats per unique users card. The threat URLs met by the most distinct extension users in the
 * window (legend: the URL, count: its users), most first, ties by URL.
 */
export const urlUsersQuerySchema = cardQuery({
  daysduration: daysDurationParam(DASHBOARD_WINDOWS.urlUsersDays),
  topvisitors: wholeNumberParam(1, DASHBOARD_MAX_TOP, DASHBOARD_MESSAGES.invalidTopVisitors).default(
    DASHBOARD_WINDOWS.topVisitors,
  ),
});
export { dashboardBreakdownSchema as urlUsersResponseSchema } from './dashboard-cards.ts';
