import { z } from 'zod';
import { bigIdParam, customerIdParam } from '../common/ids.ts';
import { LIST_MESSAGES } from './messages.ts';

// What the three lists' calls share: their paths' parameters and the answer of a remove.

/** The organization of a list call: portal/customers/{id}/... */
export const listParamsSchema = z.object({ id: customerIdParam });

/** An item's id, in a path or a body. */
export const listItemId = bigIdParam(LIST_MESSAGES.invalidId);

/** portal/customers/{customerId}/.../{id}: one item of the organization's list. */
export const listItemParamsSchema = z.object({ customerId: customerIdParam, id: listItemId });

/** The answer of a remove: the spec's message (the body beyond the status is not shown: decision 0028). */
export const removeListItemResponseSchema = z.object({ message: z.string() });
export type RemoveListItemResponse = z.infer<typeof removeListItemResponseSchema>;
