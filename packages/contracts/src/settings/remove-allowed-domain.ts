// DELETE /v1/portal/customers/{customerId}/whitelist-domain/{id} (spec doc 2 §7): removes one of the
// organization's allowed domains; another organization's id is not found.
export {
  listItemParamsSchema as removeAllowedDomainParamsSchema,
  removeListItemResponseSchema as removeAllowedDomainResponseSchema,
} from './list-item.ts';
