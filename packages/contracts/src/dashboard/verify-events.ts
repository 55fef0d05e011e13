import { cardQuery, DASHBOARD_WINDOWS, daysDurationParam } from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/verify-events?daysduration=30: the Verified vs Unverified
 * card. Threat events of the window (incident, reported phish, Google Form password, {product}
 * verified; no false positives, nothing cleared): "Verified" once triaged or of the verified type,
 * else "Unverified".
 */
export const verifyEventsQuerySchema = cardQuery({
  daysduration: daysDurationParam(DASHBOARD_WINDOWS.verifiedEventsDays),
});
export const VERIFY_LEGENDS = { verified: 'Verified', unverified: 'Unverified' } as const;
export { dashboardBreakdownSchema as verifyEventsResponseSchema } from './dashboard-cards.ts';
