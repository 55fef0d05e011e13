import { defineCall } from '../common/call.ts';
import { liveScopeQuerySchema } from './live-scope.ts';

// The live console (decision 0072): one server-sent events stream per open feed or dashboard.

/**
 * The stream of a scope's changes (text/event-stream; the messages of live-messages.ts). A reconnect
 * sends the last id it read as `Last-Event-ID`; the answer is a stream, not a JSON body.
 */
export const watchLiveEvents = defineCall({
  method: 'GET',
  path: '/v1/live/events',
  access: 'signedIn',
  query: liveScopeQuerySchema,
  response: null,
});
