import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { listItemId } from './list-item.ts';

/**
 * DELETE /v1/portal/customers/{customerId}/whitelist-url with body `whitelistedUrlId` (spec doc 2 §7):
 * removes one of the organization's allowed Google Form URLs; another organization's id is not found.
 */
export const removeGoogleFormUrlParamsSchema = z.object({ customerId: customerIdParam });
export const removeGoogleFormUrlRequestSchema = z.object({ whitelistedUrlId: listItemId });
export type RemoveGoogleFormUrlRequest = z.input<typeof removeGoogleFormUrlRequestSchema>;

export { removeListItemResponseSchema as removeGoogleFormUrlResponseSchema } from './list-item.ts';
