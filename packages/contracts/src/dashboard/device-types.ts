import { cardQuery } from './dashboard-cards.ts';

/**
 * GET dashboard/{customers|tenants}/{id}/device-types (the spec does not give this path): the Device card.
 * Extension users by the device (Mobile for Android and iOS, else Desktop) of their latest browser record, most first.
 */
export const deviceTypesQuerySchema = cardQuery({});
export { dashboardBreakdownSchema as deviceTypesResponseSchema } from './dashboard-cards.ts';
