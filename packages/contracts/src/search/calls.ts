import { defineCall } from '../common/call.ts';
import { searchQuerySchema, searchResponseSchema } from './search.ts';

/** The organization dropdown's search across the organizations the session sees. */
export const searchOrganizations = defineCall({
  method: 'GET',
  path: '/v1/portal/search',
  access: 'signedIn',
  query: searchQuerySchema,
  response: searchResponseSchema,
});
