import { defineCall } from '../common/call.ts';
import { lookupParamsSchema, lookupQuerySchema, lookupResponseSchema } from './lookup.ts';

/** One reference list (countries, states, cities, industries), narrowed by its parent's code. */
export const getLookup = defineCall({
  method: 'GET',
  path: '/v1/lookup/{lookupId}',
  access: 'signedIn',
  params: lookupParamsSchema,
  query: lookupQuerySchema,
  response: lookupResponseSchema,
});
