import { cardQuery, DASHBOARD_WINDOWS, daysDurationParam } from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/daily/all-events?daysduration=7: the Events (stacked bar)
 * and Events Total cards. Events per day for each status label that occurs (AI Suspicious, Verified
 * Phish, Reported Phish, {product} Verified, Google Form Password, Unknown, Legit), without false
 * positives and cleared events, as the feed counts them; total is the window's sum.
 */
export const dailyAllEventsQuerySchema = cardQuery({
  daysduration: daysDurationParam(DASHBOARD_WINDOWS.eventsDays),
});
export { dashboardSeriesSchema as dailyAllEventsResponseSchema } from './dashboard-cards.ts';
