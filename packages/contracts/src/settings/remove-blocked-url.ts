// DELETE /v1/portal/customers/{customerId}/blacklist-urls/{id} (spec doc 2 §7): removes one of the
// organization's blocked URLs; another organization's id is not found.
export {
  listItemParamsSchema as removeBlockedUrlParamsSchema,
  removeListItemResponseSchema as removeBlockedUrlResponseSchema,
} from './list-item.ts';
