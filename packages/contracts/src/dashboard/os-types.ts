import { cardQuery } from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/os-types (the spec does not give this path): the OS Type card.
 * Extension users by the OS of their latest browser record, most first.
 */
export const osTypesQuerySchema = cardQuery({});
export { dashboardBreakdownSchema as osTypesResponseSchema } from './dashboard-cards.ts';
