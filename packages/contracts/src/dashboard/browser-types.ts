import { cardQuery } from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/browser-types (the spec does not give this path): the Browser Type card.
 * Extension users by the browser of their latest browser record, most first.
 */
export const browserTypesQuerySchema = cardQuery({});
export { dashboardBreakdownSchema as browserTypesResponseSchema } from './dashboard-cards.ts';
